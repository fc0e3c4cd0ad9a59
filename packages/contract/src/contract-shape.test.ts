import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDefinition } from './shared/define-route.ts';

/**
 * The wire shape of the whole contract, written to committed files: every route's method, path, auth,
 * roles, errors and the JSON Schema of its input and output, and every exported schema. A refactor of
 * the contract must leave these files as they are; a new or changed route shows up in their diff.
 */

type Exports = Record<string, unknown>;

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };

async function entryExports(): Promise<[string, Exports][]> {
  const entries = Object.entries(packageJson.exports);
  return Promise.all(
    entries.map(
      async ([entry, file]) =>
        [entry, (await import(new URL(`../${file}`, import.meta.url).href)) as Exports] as const,
    ),
  );
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  isSchema((value as RouteDefinition).input) &&
  isSchema((value as RouteDefinition).output);

type Check = { _zod: { def: { check?: string; error?: unknown } } };

/** The message keys a schema answers with, which JSON Schema leaves out (`too_long`, `invalid_value`...). */
function messagesOf(schema: { _zod: { def: object } }): string[] {
  const def = schema._zod.def as { type: string; error?: unknown; checks?: Check[] };
  const sources: [string, unknown][] = [
    [def.type, def.error],
    ...(def.checks ?? []).map((c): [string, unknown] => [
      c._zod.def.check ?? '?',
      c._zod.def.error,
    ]),
  ];
  return sources
    .filter(([, error]) => typeof error === 'function')
    .map(([kind, error]) => {
      const said = [undefined, 'x'].map((input) => {
        const answer = (error as (issue: object) => unknown)({ input, code: 'custom' });
        return typeof answer === 'string' ? answer : (answer as { message?: string })?.message;
      });
      return `${kind}: ${[...new Set(said)].join(' | ')}`;
    });
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, {
      unrepresentable: 'any',
      io,
      override: (context) => {
        const messages = messagesOf(context.zodSchema);
        if (messages.length) context.jsonSchema['x-messages'] = messages;
      },
    });
  } catch (error) {
    return { unrepresentable: String(error) };
  }
}

function describeRoute(route: RouteDefinition) {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    roles: route.roles,
    signedBy: route.signedBy,
    errors: route.errors,
    summary: route.summary,
    input: jsonSchema(route.input, 'input'),
    output: jsonSchema(route.output, 'output'),
  };
}

/** One line a route or schema, sorted by key, so a diff names what changed. */
const lines = (record: Record<string, unknown>): string =>
  `{\n${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(record[key])}`)
    .join(',\n')}\n}\n`;

// Importing every entry and writing some 900 JSON Schemas takes seconds on a busy machine.
describe('the contract keeps its wire shape', { timeout: 60_000 }, () => {
  it('every route keeps its method, path, access, errors and input and output shapes', async () => {
    const routes: Record<string, ReturnType<typeof describeRoute> & { names: string[] }> = {};
    for (const [, exports] of await entryExports())
      for (const [group, value] of Object.entries(exports)) {
        if (typeof value !== 'object' || value === null) continue;
        const members = isRoute(value) ? [[group, value]] : Object.entries(value);
        for (const [name, route] of members) {
          if (!isRoute(route)) continue;
          const key = `${route.method} ${route.path}`;
          const label = group === name ? group : `${group}.${name}`;
          const known = routes[key];
          if (known) {
            if (!known.names.includes(label)) known.names.push(label);
          } else routes[key] = { names: [label], ...describeRoute(route) };
        }
      }
    for (const route of Object.values(routes)) route.names.sort();
    expect(Object.keys(routes).length).toBeGreaterThan(100);
    await expect(lines(routes)).toMatchFileSnapshot('./__snapshots__/contract-routes.json');
  });

  it('every exported schema keeps its input and output shapes', async () => {
    const schemas: Record<string, { input: unknown; output: unknown }> = {};
    const seen = new Map<string, z.ZodType>();
    for (const [entry, exports] of await entryExports())
      for (const [name, value] of Object.entries(exports)) {
        if (!isSchema(value)) continue;
        const same = seen.get(name);
        if (same === value) continue;
        const key = same ? `${name} (${entry})` : name;
        seen.set(name, value);
        schemas[key] = { input: jsonSchema(value, 'input'), output: jsonSchema(value, 'output') };
      }
    expect(Object.keys(schemas).length).toBeGreaterThan(100);
    await expect(lines(schemas)).toMatchFileSnapshot('./__snapshots__/contract-schemas.json');
  });
});
