import type { RouteDefinition, RouteInput, RouteOutput } from '@cloudmall/contract';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '../api';

/**
 * One call of `route` with `input`, read silently (its page shows its own loading, error and empty
 * states). Spread it to add options: `{ ...silentQuery(key, route, input), staleTime: 0 }`.
 */
export function silentQuery<R extends RouteDefinition, K extends QueryKey>(
  queryKey: K,
  route: R,
  input: RouteInput<R>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<RouteOutput<R>> =>
      api.call(route, input, { signal, silent: true }),
  });
}
