import type { RouteDefinition } from './shared/define-route.ts';
import * as root from './index.ts';
import * as wallet from './wallet/index.ts';
import * as chat from './chat/index.ts';
import * as catalog from './catalog/index.ts';
import * as find from './find/index.ts';
import * as orders from './orders/index.ts';
import * as coins from './coins/index.ts';
import * as signin from './signin/index.ts';
import * as campaigns from './campaigns/index.ts';
import * as devices from './devices/index.ts';
import * as vip from './vip/index.ts';
import * as access from './access/index.ts';
import * as reports from './reports/index.ts';
import * as consoleContent from './console-content/index.ts';
import * as merchant from './merchant/index.ts';
import * as team from './team/index.ts';
import * as rewards from './rewards/index.ts';
import * as service from './service/index.ts';

/**
 * Every entry of the contract (as package.json exports it) with its modules' exports. A unit test
 * checks this list against package.json, so an area added there and forgotten here fails.
 */
const ENTRIES: readonly [entry: string, exports: Record<string, unknown>][] = [
  ['.', root],
  ['./wallet', wallet],
  ['./chat', chat],
  ['./catalog', catalog],
  ['./find', find],
  ['./orders', orders],
  ['./coins', coins],
  ['./signin', signin],
  ['./campaigns', campaigns],
  ['./devices', devices],
  ['./vip', vip],
  ['./access', access],
  ['./reports', reports],
  ['./console-content', consoleContent],
  ['./merchant', merchant],
  ['./team', team],
  ['./rewards', rewards],
  ['./service', service],
];

/** One route table of the contract: its export name, the entry exporting it and its routes. */
export interface RouteTable {
  name: string;
  /** The package entry (`.`, `./wallet`...). */
  entry: string;
  /** Its routes by their key in the table. */
  routes: readonly (readonly [key: string, route: RouteDefinition])[];
}

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteDefinition).method === 'string' &&
  typeof (value as RouteDefinition).path === 'string';

/** Every route table of the contract (each `<name>Routes` export of each entry), once by name. */
export function routeTables(): RouteTable[] {
  const tables = new Map<string, RouteTable>();
  for (const [entry, exports] of ENTRIES)
    for (const [name, table] of Object.entries(exports)) {
      if (!name.endsWith('Routes') || typeof table !== 'object' || table === null) continue;
      if (tables.has(name)) continue;
      tables.set(name, {
        name,
        entry,
        routes: Object.entries(table).filter((pair): pair is [string, RouteDefinition] =>
          isRoute(pair[1]),
        ),
      });
    }
  return [...tables.values()];
}

/** The package entries this list covers (the test compares them with package.json). */
export const ROUTE_TABLE_ENTRIES: readonly string[] = ENTRIES.map(([entry]) => entry);

/** A route with where it is declared first: its table and its key there. */
export interface DeclaredRoute {
  route: RouteDefinition;
  table: RouteTable;
  key: string;
}

/** Every route of the contract once (by method and path), with the table that first declares it. */
export function declaredRoutes(): DeclaredRoute[] {
  const routes = new Map<string, DeclaredRoute>();
  for (const table of routeTables())
    for (const [key, route] of table.routes) {
      const id = `${route.method} ${route.path}`;
      if (!routes.has(id)) routes.set(id, { route, table, key });
    }
  return [...routes.values()];
}
