import { BankAccountInputSchema, KycSubmitSchema } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schema-errors';

describe('schemaErrors', () => {
  it('names the first problem of each field with the contract key', () => {
    const found = schemaErrors(BankAccountInputSchema, {
      type: 'bank',
      holder: 'A',
      account: '12',
      bank_name: '',
      network: undefined,
    });
    expect(found).toEqual({
      holder: 'errors:required',
      account: 'errors:invalid_value',
      bank_name: 'errors:required',
    });
  });
  it('is empty for valid input', () => {
    expect(
      schemaErrors(BankAccountInputSchema, {
        type: 'usdt',
        holder: 'Demo',
        account: 'TXyz1234567890',
        bank_name: '',
        network: 'TRC20',
      }),
    ).toEqual({});
  });
  it('asks for both photos of an identity card', () => {
    const found = schemaErrors(KycSubmitSchema, {
      name: 'Demo Member',
      id_type: 'identity_card',
      id_number: 'P1234567',
      front_image: '',
      back_image: '',
    });
    expect(found).toEqual({ front_image: 'errors:required', back_image: 'errors:required' });
  });
  it('asks a passport for its photo page only', () => {
    const found = schemaErrors(KycSubmitSchema, {
      name: 'Demo Member',
      id_type: 'passport',
      id_number: 'P1234567',
      front_image: '',
      back_image: '',
    });
    expect(found).toEqual({ front_image: 'errors:required' });
  });
});
