import { describe, expect, it } from 'vitest';
import { ApiError } from '@cloudmall/client';
import { fieldErrorsFrom } from './field-errors';

describe('fieldErrorsFrom', () => {
  it('maps validation fields and business keys to form fields', () => {
    const validation = new ApiError('validation', 'x', {
      fields: [{ field: 'amount', key: 'invalid_amount' }],
    });
    expect(fieldErrorsFrom(validation, { amount: 'amount' })).toEqual({
      amount: 'errors:invalid_amount',
    });
    const business = new ApiError('business', 'x', { messageKey: 'insufficient_balance' });
    expect(fieldErrorsFrom(business, {}, { insufficient_balance: 'amount' })).toEqual({
      amount: 'errors:insufficient_balance',
    });
  });
  it('leaves other failures to a toast', () => {
    expect(
      fieldErrorsFrom(new ApiError('network', 'offline'), { amount: 'amount' }),
    ).toBeUndefined();
    expect(fieldErrorsFrom(new Error('boom'), { amount: 'amount' })).toBeUndefined();
  });
});
