import { IdempotencyKeySchema } from '@cloudmall/contract';

/** A fresh key for one money-moving intent: 32 hex characters (a UUID without dashes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IntentKeys {
  /** The key to send with this payload: the same one while the same payload is retried. */
  keyFor: (payload: unknown) => string;
  /** The intent went through: the next submission is a new intent with a new key. */
  succeeded: () => void;
}

/**
 * Keys for one form's intents. A retry of the same submission (same payload, e.g. after a timeout)
 * reuses the key, so the server performs it at most once; a changed payload or a success starts a
 * new intent with a new key (the server would refuse a reused key with a different request).
 */
export function createIntentKeys(makeKey: () => string = newIdempotencyKey): IntentKeys {
  let key = makeKey();
  let lastPayload: string | undefined;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (lastPayload !== undefined && lastPayload !== fingerprint) key = makeKey();
      lastPayload = fingerprint;
      if (!IdempotencyKeySchema.safeParse(key).success)
        throw new RangeError('Invalid idempotency key');
      return key;
    },
    succeeded() {
      key = makeKey();
      lastPayload = undefined;
    },
  };
}
