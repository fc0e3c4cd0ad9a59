import { z } from 'zod';

/**
 * Bounds every input shares, so no request can carry a value PostgreSQL refuses (a refusal there is
 * a 500, not a validation failure): ids fit its `integer`, and text never holds NUL (U+0000), which
 * no PostgreSQL text column can store.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A row id from a query string or a body: a whole number from 1 to PostgreSQL's integer maximum. */
export const IdSchema = z.coerce.number().int().positive().max(PG_INTEGER_MAX, 'invalid_value');
/** The same id where only a JSON number is accepted (ids inside arrays and nested objects). */
export const IdNumberSchema = z.number().int().positive().max(PG_INTEGER_MAX, 'invalid_value');
/** An id where 0 means "none" (no coupon, every shop). */
export const IdOrZeroSchema = z.coerce.number().int().min(0).max(PG_INTEGER_MAX, 'invalid_value');

/** The path of the first string (value or object key) holding NUL inside a parsed input, or null. */
export function nulPath(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(child, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The route's input schema refusing NUL in any text it yields (`invalid_value` on that field). Applied
 * by `defineRoute` to every route, so a new route cannot forget it.
 */
export function refuseNul<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    const path = nulPath(value);
    if (path) context.addIssue({ code: 'custom', message: 'invalid_value', path, input: value });
  }) as T;
}
