import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsById } from '../../db/rows-by-id.ts';
import { categories, goods } from '../../db/schema/catalog.schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** The admin's category queries: the whole tree (a small table), goods counts, writes. */
export const categoriesAdminRepository = {
  /** Every category in the app's order; `lock` holds them all for the caller's transaction (tree checks). */
  async all(db: Db, lock = false): Promise<CategoryRow[]> {
    const query = db.select().from(categories).orderBy(asc(categories.weigh), asc(categories.id));
    return lock ? query.for('update') : query;
  },

  /** Goods per category id: on sale, and in any state. */
  async goodsCounts(db: Db): Promise<Map<number, { onSale: number; any: number }>> {
    const rows = await db
      .select({
        categoryId: goods.categoryId,
        onSale: sql<number>`count(*) filter (where ${goods.status} = 'normal')::int`,
        any: sql<number>`count(*)::int`,
      })
      .from(goods)
      .groupBy(goods.categoryId);
    return new Map(rows.map((row) => [row.categoryId, { onSale: row.onSale, any: row.any }]));
  },

  /** A category inserted, changed or deleted by id. */
  ...rowsById(categories),
};
