import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE_ENTRIES, routeTables } from './route-tables.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };

/** Every `<name>Routes` table each package entry exports, found by importing the entries. */
async function exportedTables(): Promise<Map<string, unknown>> {
  const tables = new Map<string, unknown>();
  for (const file of Object.values(packageJson.exports)) {
    const exports = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith('Routes') && typeof value === 'object' && value !== null)
        tables.set(name, value);
  }
  return tables;
}

describe('the list of route tables', { timeout: 60_000 }, () => {
  it('names every route table any contract entry exports, so no area is left out of the published contract', async () => {
    const listed = new Map(routeTables().map((table) => [table.name, table]));
    const exported = await exportedTables();
    expect([...listed.keys()].sort()).toEqual([...exported.keys()].sort());
    for (const [name, table] of exported) {
      const routes = listed.get(name)?.routes.map(([, route]) => route) ?? [];
      const values = Object.values(table as object);
      expect(routes.length, name).toBe(values.length);
      expect(
        routes.every((route, index) => route === values[index]),
        name,
      ).toBe(true);
    }
  });

  it('reads every package entry that exports routes', () => {
    const withRoutes = new Set(routeTables().map((table) => table.entry));
    for (const entry of withRoutes) expect(ROUTE_TABLE_ENTRIES).toContain(entry);
    expect(ROUTE_TABLE_ENTRIES.every((entry) => entry in packageJson.exports)).toBe(true);
  });
});
