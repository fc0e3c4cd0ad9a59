import type { RouteDefinition, RouteInput, RouteOutput } from '@cloudmall/contract';
import {
  keepPreviousData,
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError } from '@cloudmall/client';
import { api } from './api';

/** The console's query client: no retry of a refused call, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The query key of a route and its input: invalidate a route with `[route.path]`. */
export function routeKey(route: RouteDefinition, input?: unknown): unknown[] {
  return input === undefined ? [route.path] : [route.path, input];
}

/**
 * Reloads a route's queries because the server pushed a change: a load already under way may have
 * read before the change (a first load is otherwise joined, not restarted), so it is cancelled first.
 */
export function reloadPushed(queryClient: QueryClient, route: RouteDefinition, input?: unknown) {
  const queryKey = routeKey(route, input);
  // The cancel takes effect at once (the load is set back and ignored), so the reload starts afresh.
  void queryClient.cancelQueries({ queryKey });
  return queryClient.invalidateQueries({ queryKey });
}

export interface ConsoleQueryOptions {
  enabled?: boolean;
  /** Keep the previous page on screen while the next one loads (tables). */
  keepPrevious?: boolean;
  refetchIntervalMs?: number;
}

/** Reads a GET contract route (toasts a failure through the client; 401 goes to the login page). */
export function useConsoleQuery<R extends RouteDefinition>(
  route: R,
  input: RouteInput<R>,
  options: ConsoleQueryOptions = {},
): UseQueryResult<RouteOutput<R>, ApiError> {
  return useQuery<RouteOutput<R>, ApiError>({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => api.call(route, input, { signal }),
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval: options.refetchIntervalMs,
  });
}

export interface ConsoleMutationOptions<R extends RouteDefinition> {
  /** Routes whose cached answers are stale after this call (e.g. the list and the detail). */
  invalidates?: RouteDefinition[];
  onSuccess?: (data: RouteOutput<R>, input: RouteInput<R>) => void;
}

/** Calls a POST contract route; on success refreshes the routes it `invalidates`. */
export function useConsoleMutation<R extends RouteDefinition>(
  route: R,
  options: ConsoleMutationOptions<R> = {},
): UseMutationResult<RouteOutput<R>, ApiError, RouteInput<R>> {
  const queryClient = useQueryClient();
  return useMutation<RouteOutput<R>, ApiError, RouteInput<R>>({
    mutationFn: (input) => api.call(route, input),
    onSuccess: async (data, input) => {
      await Promise.all(
        (options.invalidates ?? []).map((stale) =>
          queryClient.invalidateQueries({ queryKey: routeKey(stale) }),
        ),
      );
      options.onSuccess?.(data, input);
    },
  });
}
