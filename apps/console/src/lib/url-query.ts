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
