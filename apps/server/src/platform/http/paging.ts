import type { Page } from '@cloudmall/contract';

/** The protocol's page shape from one page of rows and the total count. */
export function toPage<T>(
  data: T[],
  total: number,
  query: { page: number; list_rows: number },
): Page<T> {
  return {
    total,
    per_page: query.list_rows,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.list_rows)),
    data,
  };
}

/** The offset of a page. */
export const offsetOf = (query: { page: number; list_rows: number }): number =>
  (query.page - 1) * query.list_rows;
