import type { RouteDefinition } from '@cloudmall/contract';
import { routeTables } from '@cloudmall/contract/openapi';

/**
 * Every route table of the contract (the `<name>Routes` exports of each entry its package.json
 * exports), by export name: the contract's own list (`route-tables.ts`), which a contract test keeps
 * equal to package.json, so an area added to the contract is covered without being listed here.
 */
export async function contractRouteTables(): Promise<Map<string, RouteDefinition[]>> {
  return new Map(
    routeTables().map((table) => [table.name, table.routes.map(([, route]) => route)]),
  );
}

/** Every route of the contract once (by method and path). */
export async function contractRoutes(): Promise<RouteDefinition[]> {
  const routes = new Map<string, RouteDefinition>();
  for (const table of (await contractRouteTables()).values())
    for (const route of table) routes.set(`${route.method} ${route.path}`, route);
  return [...routes.values()];
}
