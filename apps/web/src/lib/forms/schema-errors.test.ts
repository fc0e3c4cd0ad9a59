import { BankAccountInputSchema, KycSubmitSchema } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schema-errors';

interface Case {
  rule: string;
  schema: Parameters<typeof schemaErrors>[0];
  input: Record<string, unknown>;
  errors: Record<string, string>;
}

const identity = { name: 'Demo Member', id_number: 'P1234567', front_image: '', back_image: '' };

describe('schemaErrors', () => {
  it.each<Case>([
    {
      rule: 'names the first problem of each field with the contract key',
      schema: BankAccountInputSchema,
      input: { type: 'bank', holder: 'A', account: '12', bank_name: '', network: undefined },
      errors: {
        holder: 'errors:required',
        account: 'errors:invalid_value',
        bank_name: 'errors:required',
      },
    },
    {
      rule: 'is empty for valid input',
      schema: BankAccountInputSchema,
      input: {
        type: 'usdt',
        holder: 'Demo',
        account: 'TXyz1234567890',
        bank_name: '',
        network: 'TRC20',
      },
      errors: {},
    },
    {
      rule: 'asks for both photos of an identity card',
      schema: KycSubmitSchema,
      input: { ...identity, id_type: 'identity_card' },
      errors: { front_image: 'errors:required', back_image: 'errors:required' },
    },
    {
      rule: 'asks a passport for its photo page only',
      schema: KycSubmitSchema,
      input: { ...identity, id_type: 'passport' },
      errors: { front_image: 'errors:required' },
    },
  ])('$rule', ({ schema, input, errors }) => {
    expect(schemaErrors(schema, input)).toEqual(errors);
  });
});
