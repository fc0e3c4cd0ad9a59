import { LoginInputSchema, RegisterInputSchema } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './zod-issues.ts';

describe('field errors', () => {
  it('names a missing field required and a wrong type invalid_type', () => {
    const result = LoginInputSchema.safeParse({ password: 5 });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!.issues)).toEqual([
      { field: 'account', key: 'required' },
      { field: 'password', key: 'invalid_type' },
    ]);
  });

  it('keeps the schema field keys (password of 6+, phone without plus)', () => {
    const result = RegisterInputSchema.safeParse({
      username: 'abc',
      password: '123',
      invite_code: 'CODE',
      mobile: '+44123',
    });
    expect(toFieldErrors(result.error!.issues)).toEqual([
      { field: 'password', key: 'password_too_short' },
      { field: 'mobile', key: 'invalid_mobile' },
    ]);
  });
});
