import { QueryClient } from '@tanstack/react-query';
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
