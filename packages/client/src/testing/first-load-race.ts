import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { expect, vi } from 'vitest';

/**
 * The race both apps' push handling must win: a screen's first load of `queryKey` reads the server
 * as `before`; the server then changes to `after` and `push` delivers the change while that load is
 * still under way. Passes once the cache holds `after` (a load joined instead of restarted would
 * leave `before` there).
 */
export async function expectPushDuringFirstLoadWins<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: { before: T; after: T; push: () => void },
): Promise<void> {
  let server = change.before;
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      const read = server;
      return new Promise<T>((resolve) => setTimeout(() => resolve(read), 20));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    server = change.after;
    change.push();
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBe(change.after));
  } finally {
    unsubscribe();
  }
}
