import { useState } from 'react';

/**
 * One request about an item at a time (a follow, a favourite): `pending` is the item on its way.
 * A failure was already shown by the request layer and changes nothing.
 */
export function useItemRequest<R>(
  send: (id: number) => Promise<R>,
  onDone: (id: number, result: R) => void | Promise<void>,
) {
  const [pending, setPending] = useState<number>();

  const run = (id: number) => {
    if (pending !== undefined) return;
    setPending(id);
    send(id)
      .then((result) => onDone(id, result))
      .catch(() => undefined) // the request layer showed the failure
      .finally(() => setPending(undefined));
  };

  return { run, pending };
}
