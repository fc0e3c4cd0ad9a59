import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UrlQuery = Record<string, string>;

/**
 * Page state kept in the URL query (filters, page, open drawer), so a reload or a shared link shows
 * the same thing. `set` merges: an empty or undefined value removes the key.
 */
export function useUrlQuery(): [
  UrlQuery,
  (patch: Record<string, string | number | undefined>) => void,
] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const set = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  return [values, set];
}

/** A positive integer from the query, or the fallback. */
export function queryInt(query: UrlQuery, key: string, fallback: number): number {
  const value = Number(query[key]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * What the route's input schema fills in for each of `names` when the query leaves it out (e.g. a
 * status filter whose default is `pending`), as text; names without one (or an empty one) are left out.
 */
export function inputDefaults(schema: unknown, names: readonly string[]): UrlQuery {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
  const defaults: UrlQuery = {};
  for (const name of names) {
    const field = shape?.[name] as
      { safeParse?: (value: unknown) => { success: boolean; data?: unknown } } | undefined;
    const parsed = field?.safeParse?.(undefined);
    const value = parsed?.success ? parsed.data : undefined;
    if ((typeof value === 'string' && value) || typeof value === 'number')
      defaults[name] = String(value);
  }
  return defaults;
}
