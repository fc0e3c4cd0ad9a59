import { describe, expect, it } from 'vitest';
import { signRequest, verifySignature, type SigningKey } from './signed-request.ts';

const key: SigningKey = { secret: 'deposit-secret-0123456789', windowSeconds: 300 };
const nowMs = 1_796_000_000_000;
const timestamp = String(nowMs / 1000);
const rawBody = '{"network":"TRC20","amount":"10"}';
const signed = (overrides: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
  verifySignature({
    key,
    timestamp,
    signature: signRequest(key.secret, timestamp, rawBody),
    rawBody,
    nowMs,
    ...overrides,
  });

describe('signed machine requests', () => {
  it('accepts a request signed with the key over its timestamp and raw body', () => {
    expect(signed()).toEqual({ ok: true });
    // Anywhere inside the window, on either side of our clock.
    expect(signed({ nowMs: nowMs + 300_000 })).toEqual({ ok: true });
    expect(signed({ nowMs: nowMs - 300_000 })).toEqual({ ok: true });
  });

  it('refuses a signature made with another secret, and an unknown key id', () => {
    const forged = signRequest('another-secret-0123456789', timestamp, rawBody);
    expect(signed({ signature: forged })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(signed({ key: null })).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('refuses a timestamp outside the window, even correctly signed', () => {
    expect(signed({ nowMs: nowMs + 301_000 })).toEqual({ ok: false, reason: 'stale' });
    expect(signed({ nowMs: nowMs - 301_000 })).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a body changed after signing', () => {
    expect(signed({ rawBody: rawBody.replace('10', '1000') })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses malformed timestamps and signatures before comparing', () => {
    expect(signed({ timestamp: '' })).toEqual({ ok: false, reason: 'malformed' });
    expect(signed({ timestamp: `${timestamp}.5` })).toEqual({ ok: false, reason: 'malformed' });
    expect(signed({ signature: 'AB'.repeat(32) })).toEqual({ ok: false, reason: 'malformed' });
    expect(signed({ signature: 'ab' })).toEqual({ ok: false, reason: 'malformed' });
  });

  // A replay of a valid request within the window passes here: idempotency is the route's concern.
  it('lets an unchanged replay within the window through (the route must be idempotent)', () => {
    expect([signed(), signed()]).toEqual([{ ok: true }, { ok: true }]);
  });
});
