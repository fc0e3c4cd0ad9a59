import type { RouteDefinition } from '@cloudmall/contract';
import type { z } from 'zod';

/**
 * The WanlShop protocol's input, read as its PHP server read it. Its client sends parameters in the
 * query or the body whatever the method, `null` or `''` for values it has not got, numbers as text
 * (and text as numbers), and fields a route does not use. A protocol route validates with its own
 * schema first; only when that fails are the failing paths repaired and the input parsed again, so
 * an input the contract accepts is never touched and nothing the contract refuses gets through.
 */

/** Paths of the WanlShop protocol: these routes read input leniently and answer failures with HTTP 200. */
export const PROTOCOL_PREFIX = '/wanlshop/';

/** Whether a route is the protocol's (signed machine routes and the console keep strict input). */
export const isProtocolRoute = (route: RouteDefinition): boolean =>
  route.auth !== 'signed' && route.path.startsWith(PROTOCOL_PREFIX);

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's parameters: the query and the body merged, the body winning, for GET and POST alike. */
export function protocolParams(query: unknown, body: unknown): unknown {
  if (body === undefined || body === null) return isBag(query) ? { ...query } : {};
  if (!isBag(body)) return body;
  return isBag(query) ? { ...query, ...body } : body;
}

/** Repair rounds after the first failed parse (a JSON text decoded in one round is fixed in the next). */
const MAX_ROUNDS = 5;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const TRUE_TEXTS = new Set<unknown>(['true', '1', 1]);
const FALSE_TEXTS = new Set<unknown>(['false', '0', 0]);
const BOOLEAN_TEXTS = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
]);
const NONE = Symbol('none');

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];
const keyOf = (path: Path) => path.map(String).join('.');

function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Bag)[key as string];
  }
  return current;
}

/** A JSON text holding an object or array (how a query string carries one). */
function decoded(value: string, wantArray: boolean): unknown {
  const text = value.trim();
  if (!text.startsWith(wantArray ? '[' : '{')) return NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) === wantArray && typeof parsed === 'object' ? parsed : NONE;
  } catch {
    return NONE;
  }
}

/** The value converted to the kind one issue asks for, or NONE when no faithful conversion exists. */
function converted(value: unknown, issue: Issue): unknown {
  if (issue.code === 'invalid_type') {
    const wanted = issue.expected;
    if (wanted === 'string' && typeof value === 'number' && Number.isFinite(value))
      return String(value);
    if ((wanted === 'number' || wanted === 'int') && typeof value === 'string')
      return NUMERIC.test(value) ? Number(value) : NONE;
    if (wanted === 'boolean')
      return TRUE_TEXTS.has(value) ? true : FALSE_TEXTS.has(value) ? false : NONE;
    if ((wanted === 'object' || wanted === 'array') && typeof value === 'string')
      return decoded(value, wanted === 'array');
    return NONE;
  }
  if (issue.code === 'invalid_value') {
    const allowed = issue.values as readonly unknown[];
    const candidates =
      typeof value === 'string'
        ? [NUMERIC.test(value) ? Number(value) : NONE, BOOLEAN_TEXTS.get(value) ?? NONE]
        : [String(value)];
    return candidates.find((candidate) => allowed.includes(candidate)) ?? NONE;
  }
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors) {
      const own = branch.find((inner) => inner.path.length === 0);
      const result = own ? converted(value, own) : NONE;
      if (result !== NONE) return result;
    }
  }
  return NONE;
}

/**
 * Repairs the paths of one round's issues in `draft` (a private copy). Answers whether anything
 * changed, and records the first complaint about each `''` it deleted.
 */
function repairRound(draft: Bag, issues: readonly Issue[], deleted: Map<string, Issue>): boolean {
  let changed = false;
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      const holder = valueAt(draft, path);
      if (!isBag(holder)) continue;
      for (const key of issue.keys) delete holder[key];
      changed = true;
      continue;
    }
    if (path.length === 0) continue;
    const holder = valueAt(draft, path.slice(0, -1));
    const key = path[path.length - 1] as string;
    if (typeof holder !== 'object' || holder === null) continue;
    const value = (holder as Bag)[key];
    if ((value === null || value === '') && isBag(holder)) {
      delete holder[key];
      if (value === '' && !deleted.has(keyOf(path))) deleted.set(keyOf(path), issue);
      changed = true;
      continue;
    }
    const next = converted(value, issue);
    if (next === NONE) continue;
    (holder as Bag)[key] = next;
    changed = true;
  }
  return changed;
}

export type ProtocolParse<T> =
  { success: true; data: T } | { success: false; issues: readonly Issue[] };

/**
 * Parses a protocol route's input: as sent when the schema accepts it; otherwise with unknown fields
 * of strict objects dropped, `null` or `''` at a failing path taken as absent (so defaults apply), and
 * numbers, numeric text, booleans and JSON-encoded objects converted where the schema wants the
 * other kind, repeated until it parses or nothing more can be repaired. A field whose `''` was deleted
 * and that still fails is reported with the complaint about the `''` sent, not as missing.
 */
export function parseProtocolInput<T extends z.ZodType>(
  schema: T,
  raw: unknown,
): ProtocolParse<z.output<T>> {
  let result = schema.safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  if (!isBag(raw)) return { success: false, issues: result.error.issues };
  const draft = structuredClone(raw);
  const deleted = new Map<string, Issue>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (!repairRound(draft, result.error.issues, deleted)) break;
    result = schema.safeParse(draft);
    if (result.success) return { success: true, data: result.data };
  }
  const issues = result.error.issues.map((issue) => deleted.get(keyOf(issue.path)) ?? issue);
  return { success: false, issues };
}
