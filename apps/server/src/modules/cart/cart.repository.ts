import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import type { Db } from '../../db/database.ts';
import { cartItems } from '../../db/schema/cart.schema.ts';

export interface CartItemRow {
  skuId: number;
  goodsId: number;
  shopId: number;
  number: number;
}

/** The `cart_items` table: one row per member and SKU. */
export const cartRepository = {
  /** The member's cart rows, oldest first (the order the client groups them in). */
  async rows(db: Db, userId: number): Promise<CartItemRow[]> {
    return db
      .select({
        skuId: cartItems.skuId,
        goodsId: cartItems.goodsId,
        shopId: cartItems.shopId,
        number: cartItems.number,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.skuId));
  },

  /**
   * Inserts the row, or raises its quantity by `row.number` in one statement (parallel adds never
   * lose one); answers false, changing nothing, when the new quantity would pass `max`.
   */
  async add(db: Db, userId: number, row: CartItemRow, max: number, now: Date): Promise<boolean> {
    const raised = await db
      .insert(cartItems)
      .values({ ...row, userId, createdAt: now })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.skuId],
        set: { number: sql`${cartItems.number} + ${row.number}` },
        setWhere: sql`${cartItems.number} + ${row.number} <= ${max}`,
      })
      .returning({ number: cartItems.number });
    return raised.length > 0;
  },

  /** How many SKUs the member's cart holds. */
  count: (db: Db, userId: number): Promise<number> =>
    countWhere(db, cartItems, eq(cartItems.userId, userId)),

  /** Inserts rows whose SKU the member does not have yet (existing rows are left as they are). */
  async insertMissing(db: Db, userId: number, rows: CartItemRow[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(cartItems)
      .values(
        rows.map((row, index) => ({ ...row, userId, createdAt: new Date(now.getTime() + index) })),
      )
      .onConflictDoNothing();
  },

  /** Sets a row's quantity, inserting the row when it is missing. */
  async upsert(db: Db, userId: number, row: CartItemRow, now: Date): Promise<void> {
    await db
      .insert(cartItems)
      .values({ ...row, userId, createdAt: now })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.skuId],
        set: { number: row.number },
      });
  },

  async removeAll(db: Db, userId: number): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
  },

  async remove(db: Db, userId: number, skuIds: number[]): Promise<void> {
    if (skuIds.length === 0) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  },
};
