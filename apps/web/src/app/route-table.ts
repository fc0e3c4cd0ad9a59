/**
 * Every route of spec §2 as data: path, lazily loaded page module, title key (namespace `routes`),
 * whether it needs a logged-in member, and whether it is a tab page. The router is built from this
 * table; e2e and unit tests read it too. Page modules mirror the /pages/* paths in kebab-case.
 */
import { route, type RouteEntry } from './routes/route-entry';
import { accountRoutes } from './routes/account-routes';
import { mainRoutes } from './routes/main-routes';
import { moreRoutes } from './routes/more-routes';
import { tradeRoutes } from './routes/trade-routes';

export type { PageModule, RouteEntry } from './routes/route-entry';

/** The one route list, in spec order; each area keeps its own file. */
export const routeTable: RouteEntry[] = [
  ...mainRoutes,
  ...accountRoutes,
  ...tradeRoutes,
  ...moreRoutes,
];

/** Unknown paths render this page. */
export const notFoundRoute: RouteEntry = route('*', 'notFound', () => import('../pages/not-found'));

/** The entry registered for an exact path, if any. */
export function findRouteEntry(pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeTable.find((entry) => entry.path.toLowerCase() === normalized.toLowerCase());
}
