import { IdempotencyKeySchema } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { createIntentKeys, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are valid keys of the contract and differ each time', () => {
    const first = newIdempotencyKey();
    expect(IdempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('keep the key for a retry of the same submission and make a new one after success', () => {
    const intent = createIntentKeys();
    const payload = { amount: '100.00', bank_id: 3 };
    const first = intent.keyFor(payload);
    expect(intent.keyFor({ ...payload })).toBe(first); // retry after a timeout or network failure
    intent.succeeded();
    const next = intent.keyFor(payload);
    expect(next).not.toBe(first); // a second withdrawal of the same amount is a new intent
    expect(intent.keyFor(payload)).toBe(next);
  });

  it('start a new intent when the payload changes', () => {
    const intent = createIntentKeys();
    const first = intent.keyFor({ amount: '100.00' });
    expect(intent.keyFor({ amount: '200.00' })).not.toBe(first);
  });
});
