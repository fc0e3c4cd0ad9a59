import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMON_ERRORS, type RouteDefinition } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { contractRouteTables } from '../../../test/contract-routes.ts';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesDir = path.join(serverSrc, 'modules');
const localesDir = path.resolve(serverSrc, '../../web/src/locales');

/** The contract's route tables by export name (`orderRoutes`, `walletConsoleRoutes`, ...). */
const routeTables = await contractRouteTables();

/** Every non-test `.ts` file under a folder (none when there is no such folder). */
function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The message keys a module throws: every quoted key inside `new AppError(...)` (both branches of a
 * `cond ? 'a' : 'b'` included); `*.errors.ts` files are sources like the others.
 */
function thrownKeys(moduleDir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of sources(moduleDir)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/new AppError\(([^;]*?)\)\s*[;,\n]/gs))
      for (const [, key] of call[1]!.matchAll(/(?:^\s*|[?:]\s*)'([a-z_]+)'/g)) keys.add(key!);
  }
  return keys;
}

/** The contract route tables a module binds: the `<name>Routes.` its `routes/` files mention. */
function boundRoutes(moduleDir: string): RouteDefinition[] {
  const names = new Set<string>();
  for (const file of sources(path.join(moduleDir, 'routes')))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b([a-zA-Z]+Routes)\.\w+/g))
      if (routeTables.has(name!)) names.add(name!);
  return [...names].flatMap((name) => routeTables.get(name)!);
}

/**
 * Modules whose routes run another module's use cases (through its index or a port wired in app.ts):
 * a key such use cases throw may be declared on the caller's routes, where the client meets it.
 */
const CALLED_BY: Record<string, readonly string[]> = {
  catalog: ['cart', 'orders', 'groups'],
  coupons: ['orders', 'groups'],
  groups: ['orders'],
  identity: ['team'],
  orders: ['refunds', 'groups'],
};

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const common = new Set<string>(COMMON_ERRORS);
const locales = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    name: entry.name,
    errors: JSON.parse(
      readFileSync(path.join(localesDir, entry.name, 'errors.json'), 'utf8'),
    ) as Record<string, string>,
  }));

describe('a module declares every message key it throws', () => {
  it.each(modules)('%s: each thrown key is in an `errors` list of its routes', (name) => {
    const dir = path.join(modulesDir, name);
    const reachedFrom = [name, ...(CALLED_BY[name] ?? [])].map((m) => path.join(modulesDir, m));
    const declared = new Set<string>(
      reachedFrom.flatMap(boundRoutes).flatMap((route) => route.errors),
    );
    const missing = [...thrownKeys(dir)].filter((key) => !common.has(key) && !declared.has(key));
    expect(missing).toEqual([]);
  });

  it.each(modules)('%s: each thrown key has a translation in every web language', (name) => {
    const keys = [...thrownKeys(path.join(modulesDir, name))];
    const untranslated = locales.flatMap((locale) =>
      keys.filter((key) => !locale.errors[key]).map((key) => `${locale.name}:${key}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('finds the keys it scans for (the scan itself works)', () => {
    expect(thrownKeys(path.join(modulesDir, 'orders'))).toContain('order_state_invalid');
    expect(thrownKeys(path.join(modulesDir, 'chat'))).toContain('chat_self_not_allowed');
    expect(boundRoutes(path.join(modulesDir, 'orders')).length).toBeGreaterThan(10);
  });
});
