import type { RouteDefinition } from '@cloudmall/contract';
import type { z } from 'zod';

/** A field of a route's input as the schema describes it: its dotted path and what kind of leaf it is. */
export interface InputLeaf {
  path: string[];
  kind: 'string' | 'number' | 'other';
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * A plausible value for every field of a zod schema (what a form would send), and the list of its
 * leaves, read from the schema itself (zod 4 definitions): objects, arrays, unions, optional and
 * default wrappers, pipes (their input side), literals and enums.
 */
export function describeInput(schema: z.ZodType): { sample: unknown; leaves: InputLeaf[] } {
  const leaves: InputLeaf[] = [];
  const sample = walk(schema, [], leaves, 0);
  return { sample, leaves };
}

function walk(schema: unknown, path: string[], leaves: InputLeaf[], depth: number): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, child]) => [
          key,
          walk(child, [...path, key], leaves, depth + 1),
        ]),
      );
    }
    case 'array':
      return [walk(def.element, [...path, '0'], leaves, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path, leaves, depth + 1);
    case 'pipe':
      return walk(def.in, path, leaves, depth + 1);
    case 'lazy':
      return walk((def.getter as () => unknown)(), path, leaves, depth + 1);
    case 'union':
      return walk((def.options as unknown[])[0], path, leaves, depth + 1);
    case 'intersection':
      return walk(def.left, path, leaves, depth + 1);
    case 'string':
      leaves.push({ path, kind: 'string' });
      return 'test';
    case 'number':
    case 'bigint':
      leaves.push({ path, kind: 'number' });
      return 1;
    case 'boolean':
      return false;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'record':
      return {};
    default:
      leaves.push({ path, kind: 'other' });
      return 'test';
  }
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head = '', ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(target)
    ? [...target]
    : { ...(target as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = setAt(
    (target as Record<string, unknown>)?.[head],
    rest,
    value,
  );
  return copy;
}

/** NUL inside a text field, and a number far above PostgreSQL's integer range. */
export const NUL_TEXT = 'a\u0000b';
export const HUGE_NUMBER = 99_999_999_999;

/**
 * The hostile inputs of a route: per string field, the plausible sample with NUL in that field; per
 * number field, the sample with a huge number there; then every string and every number at once.
 */
export function hostileInputs(route: RouteDefinition): Array<{ label: string; input: unknown }> {
  const { sample, leaves } = describeInput(route.input);
  const variants: Array<{ label: string; input: unknown }> = [];
  let allNul = sample;
  let allHuge = sample;
  for (const leaf of leaves) {
    const name = leaf.path.join('.') || '(root)';
    if (leaf.kind === 'string' || leaf.kind === 'other') {
      variants.push({ label: `${name}=NUL`, input: setAt(sample, leaf.path, NUL_TEXT) });
      allNul = setAt(allNul, leaf.path, NUL_TEXT);
    }
    if (leaf.kind === 'number' || leaf.kind === 'other') {
      variants.push({ label: `${name}=huge`, input: setAt(sample, leaf.path, HUGE_NUMBER) });
      allHuge = setAt(allHuge, leaf.path, HUGE_NUMBER);
    }
  }
  variants.push(
    { label: 'every text field NUL', input: allNul },
    { label: 'every number huge', input: allHuge },
  );
  return variants;
}

/** A GET sends its input as a query string: nested values are not expected there, numbers become text. */
export function asQuery(input: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return query;
}
