import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@cloudmall/client';

/** Business and auth failures are answers, not flukes: only transport failures are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          error instanceof ApiError &&
          (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Reloads queries because the server pushed a change: a load already under way may have read before
 * the change (a first load is otherwise joined, not restarted), so it is cancelled first.
 */
export function reloadPushed(queryClient: QueryClient, queryKey: QueryKey) {
  // The cancel takes effect at once (the load is set back and ignored), so the reload starts afresh.
  void queryClient.cancelQueries({ queryKey });
  return queryClient.invalidateQueries({ queryKey });
}
