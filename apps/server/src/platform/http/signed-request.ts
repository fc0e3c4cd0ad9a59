import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_HEADERS } from '@cloudmall/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Machine callers (a chain watcher, a device plugin) sign each request instead of holding a
 * session: HMAC-SHA256 over `<timestamp>.<raw body>` with a shared secret found by key id.
 *
 * A valid request may be sent again unchanged within the timestamp window (a replay): the verifier
 * does not remember signatures, so every signed route must be idempotent on its own business key
 * (the deposit notice credits once per network, hash and index).
 */
export { SIGNED_HEADERS };

/** A caller's shared secret and how far its timestamp may be from our clock. */
export interface SigningKey {
  secret: string;
  windowSeconds: number;
}

/**
 * The port the route binder asks for keys: `signer` is the route's `signedBy` (the kind of caller),
 * `keyId` the sent key id (the signer itself when none is sent). Null when there is no such key.
 */
export type SigningKeys = (signer: string, keyId: string) => Promise<SigningKey | null>;

/** Who signed a request that passed: the handler's `auth`. */
export interface SignedCaller {
  signer: string;
  keyId: string;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'unknown_key' | 'malformed' | 'stale' | 'bad_signature' };

/** The signature a caller sends: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const signRequest = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * Checks one signed request: the key exists, the timestamp is unix seconds within the key's window
 * of `nowMs`, and the signature matches the raw body (compared in constant time).
 */
export function verifySignature(input: {
  key: SigningKey | null;
  timestamp: string;
  signature: string;
  rawBody: string;
  nowMs: number;
}): SignatureCheck {
  const { key, timestamp, signature } = input;
  if (!key) return { ok: false, reason: 'unknown_key' };
  if (!/^\d{10}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return { ok: false, reason: 'malformed' };
  const skew = Math.abs(input.nowMs / 1000 - Number(timestamp));
  if (!(skew <= key.windowSeconds)) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signRequest(key.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  return { ok: true };
}

/** Reads the signing headers of a request (missing ones are empty). */
export function readSignedHeaders(request: FastifyRequest, signer: string) {
  const header = (name: string) => {
    const value = request.headers[name];
    return String((Array.isArray(value) ? value[0] : value) ?? '');
  };
  return {
    keyId: header(SIGNED_HEADERS.keyId) || signer,
    timestamp: header(SIGNED_HEADERS.timestamp),
    signature: header(SIGNED_HEADERS.signature),
  };
}
