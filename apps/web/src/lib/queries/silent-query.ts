import type { RouteDefinition, RouteInput, RouteOutput } from '@cloudmall/contract';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../api';

/**
 * One route read silently (its page shows its own loading, error and empty states) under `queryKey`;
 * `staleTime` only where it differs from the client's default.
 */
export function silentQuery<R extends RouteDefinition, K extends QueryKey>(
  queryKey: K,
  route: R,
  input: RouteInput<R>,
  staleTime?: number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<RouteOutput<R>> =>
      api.call(route, input, { signal, silent: true }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
