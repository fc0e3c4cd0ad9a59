import { useMatches } from 'react-router';

/** What every route carries in its `handle` (built from the route table). */
export interface RouteMeta {
  titleKey: string;
  requiresLogin: boolean;
  tab: boolean;
}

function isRouteMeta(value: unknown): value is RouteMeta {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteMeta).titleKey === 'string'
  );
}

/** The meta of the deepest matched route (title key, login requirement, tab page). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
