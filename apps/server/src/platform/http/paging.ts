import type { Page } from '@cloudmall/contract';

/** The protocol's page request: which page (from 1) and how many rows a page holds. */
export interface PageQuery {
  page: number;
  list_rows: number;
}

/** The protocol's page shape from one page of rows and the total count. */
export function toPage<T>(data: T[], total: number, query: PageQuery): Page<T> {
  return {
    total,
    per_page: query.list_rows,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.list_rows)),
    data,
  };
}

/** The offset of a page. */
export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.list_rows;

/**
 * One protocol page: `read` gets the page's offset and limit and answers its rows and the total,
 * and `show` turns each row into what the route answers.
 */
export function pageOf<Row, T>(
  query: { page: number; list_rows: number },
  read: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>,
  show: (row: Row) => T,
): Promise<Page<T>> {
  return pageShownTogether(query, read, async (rows) => rows.map(show));
}

/** `pageOf` for rows shown all at once, e.g. with what one look-up for the whole page finds. */
export async function pageShownTogether<Row, T>(
  query: { page: number; list_rows: number },
  read: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>,
  show: (rows: Row[]) => Promise<T[]>,
): Promise<Page<T>> {
  const { rows, total } = await read(offsetOf(query), query.list_rows);
  return toPage(await show(rows), total, query);
}
