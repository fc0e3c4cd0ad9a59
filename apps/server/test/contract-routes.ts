import { readFileSync } from 'node:fs';
import type { RouteDefinition } from '@cloudmall/contract';

const contractPackage = new URL('../../../packages/contract/package.json', import.meta.url);

/**
 * Every route table of the contract (the `<name>Routes` exports of each entry its package.json
 * exports), by export name: an area added to the contract is covered without being listed here.
 */
export async function contractRouteTables(): Promise<Map<string, RouteDefinition[]>> {
  const { exports } = JSON.parse(readFileSync(contractPackage, 'utf8')) as {
    exports: Record<string, string>;
  };
  const tables = new Map<string, RouteDefinition[]>();
  for (const entry of Object.keys(exports)) {
    const specifier =
      entry === '.' ? '@cloudmall/contract' : `@cloudmall/contract/${entry.slice(2)}`;
    const module = (await import(specifier)) as Record<string, unknown>;
    for (const [name, table] of Object.entries(module))
      if (name.endsWith('Routes') && typeof table === 'object' && table !== null)
        tables.set(name, Object.values(table as Record<string, RouteDefinition>));
  }
  return tables;
}

/** Every route of the contract once (by method and path). */
export async function contractRoutes(): Promise<RouteDefinition[]> {
  const routes = new Map<string, RouteDefinition>();
  for (const table of (await contractRouteTables()).values())
    for (const route of table) routes.set(`${route.method} ${route.path}`, route);
  return [...routes.values()];
}
