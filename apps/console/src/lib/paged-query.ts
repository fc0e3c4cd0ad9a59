import type { RouteDefinition, RouteInput } from '@cloudmall/contract';
import { useState } from 'react';
import { useConsoleQuery } from './query';

/** Which page of a list route to ask for. */
export interface Paging {
  page: number;
  list_rows: number;
}

/**
 * Reads one page of a list route, the page kept in component state (not the URL): for lists in
 * drawers and cards. `firstPage()` after a filter changes; `reset()` when the drawer closes.
 */
export function usePagedQuery<R extends RouteDefinition>(
  route: R,
  input: Omit<RouteInput<R>, 'page' | 'list_rows'>,
  options: { pageSize: number; enabled?: boolean },
) {
  const [paging, setPaging] = useState<Paging>({ page: 1, list_rows: options.pageSize });
  const result = useConsoleQuery(route, { ...input, ...paging } as RouteInput<R>, {
    enabled: options.enabled,
    keepPrevious: true,
  });
  return {
    result,
    paging,
    setPaging,
    firstPage: () => setPaging((current) => ({ ...current, page: 1 })),
    reset: () => setPaging({ page: 1, list_rows: options.pageSize }),
  };
}
