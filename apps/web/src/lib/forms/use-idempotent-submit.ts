import { useCallback, useRef, useState } from 'react';
import { isApiErrorKey } from '@cloudmall/client';
import { createIntentKeys, type IntentKeys } from '../idempotency';

/**
 * Sends a money-moving request at most once at a time, with an idempotency key made when the form
 * opens: kept for retries of the same payload, replaced after a success (see createIntentKeys).
 * A call while one is pending is ignored and answers undefined (double-tap protection).
 */
export function useIdempotentSubmit() {
  const keys = useRef<IntentKeys | null>(null);
  keys.current ??= createIntentKeys();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async <T>(
      payload: unknown,
      send: (idempotencyKey: string) => Promise<T>,
    ): Promise<T | undefined> => {
      const intent = keys.current;
      if (busy.current || !intent) return undefined;
      busy.current = true;
      setPending(true);
      try {
        const result = await send(intent.keyFor(payload));
        intent.succeeded();
        return result;
      } catch (error) {
        // the server saw this key with another request: the next try is a new intent
        if (isApiErrorKey(error, 'idempotency_key_reused')) intent.succeeded();
        throw error;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { submit, pending };
}
