import { useStatisticsStore } from '../../../stores/statistics-store';
import { useItemRequest } from '../../../lib/use-item-request';
import { useMemberAction } from '../../../lib/use-member-action';

/** Moves one of the My page counters (favourites, followed shops) by one, never below zero. */
export function bumpMyCounter(counter: 'collection' | 'concern', delta: 1 | -1): void {
  useStatisticsStore.setState((state) => ({
    dynamic: { ...state.dynamic, [counter]: Math.max(0, state.dynamic[counter] + delta) },
  }));
}

/** A favourites or followers count once a toggle answered `now` (the same when the flag did not move). */
export const countAfterToggle = (count: number, was: boolean, now: boolean) =>
  Math.max(0, count + (now === was ? 0 : now ? 1 : -1));

/**
 * A members-only toggle (visitors go to login), one item at a time: `settle` applies the server's
 * answer (the item's new flag); `pending` is the item on its way.
 */
export function useMemberToggle(
  send: (id: number) => Promise<boolean>,
  settle: (id: number, now: boolean) => void,
) {
  const asMember = useMemberAction();
  const { run, pending } = useItemRequest(send, settle);
  const toggle = (id: number) => asMember(() => run(id));
  return { toggle, pending };
}
