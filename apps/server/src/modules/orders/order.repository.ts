import { ORDER_TRANSITIONS, type OrderTransitionName } from '@cloudmall/contract/orders';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders, shopFreight, shops } from '../../db/schema/index.ts';
import { FREE_FREIGHT, type FreightRule } from './pricing.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** The `orders` and `order_items` tables; member-facing reads are always scoped to the member. */
export const orderRepository = {
  async freightRule(db: Db, shopId: number): Promise<FreightRule> {
    const rows = await db.select().from(shopFreight).where(eq(shopFreight.shopId, shopId)).limit(1);
    const row = rows[0];
    return row
      ? {
          ...row,
          firstFeeMinor: BigInt(row.firstFeeMinor),
          additionalFeeMinor: BigInt(row.additionalFeeMinor),
        }
      : FREE_FREIGHT;
  },

  async insert(
    trx: Db,
    order: NewOrder,
    items: Omit<NewOrderItem, 'orderId'>[],
  ): Promise<OrderRecord> {
    const [row] = await trx.insert(orders).values(order).returning();
    await trx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
    return row!;
  },

  async byCheckoutKey(db: Db, userId: number, checkoutKey: string): Promise<OrderRecord[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)))
      .orderBy(orders.id);
  },

  /** An order of the member (any status), or null: another member's id looks like a missing one. */
  async findOwn(db: Db, userId: number, id: number): Promise<OrderRecord | null> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .limit(1);
    return rows[0] ?? null;
  },

  async find(db: Db, id: number): Promise<OrderRecord | null> {
    const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return rows[0] ?? null;
  },

  async ownMany(db: Db, userId: number, ids: number[]): Promise<OrderRecord[]> {
    return db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
      .orderBy(orders.id);
  },

  async items(db: Db, orderIds: number[]): Promise<OrderItemRecord[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.id);
  },

  /**
   * The guarded transition of the contract's state table: `update ... set state = to where id = ? and
   * state in (from) [and extra]`; answers the updated row, or null when the order was not in a `from`
   * state (someone else moved it first).
   */
  async transition(
    trx: Db,
    id: number,
    action: OrderTransitionName,
    set: Partial<NewOrder>,
    extra?: SQL,
  ): Promise<OrderRecord | null> {
    const { from, to } = ORDER_TRANSITIONS[action];
    const moved = to === 'same' ? {} : to === 'hidden' ? { status: 'hidden' } : { state: to };
    const rows = await trx
      .update(orders)
      .set({ ...set, ...moved })
      .where(and(eq(orders.id, id), inArray(orders.state, [...from]), extra))
      .returning();
    return rows[0] ?? null;
  },

  /** Marks a group order waiting for its team (or not); by team, only its paid orders (state 2). */
  async setGroupPending(
    trx: Db,
    ref: { orderId: number } | { teamId: number },
    pending: boolean,
  ): Promise<void> {
    const where =
      'orderId' in ref
        ? eq(orders.id, ref.orderId)
        : and(eq(orders.groupId, ref.teamId), eq(orders.state, 2));
    await trx.update(orders).set({ groupPending: pending }).where(where);
  },

  async shopNames(db: Db, shopIds: number[]): Promise<Map<number, string>> {
    if (shopIds.length === 0) return new Map();
    const rows = await db
      .select({ id: shops.id, name: shops.shopname })
      .from(shops)
      .where(inArray(shops.id, [...new Set(shopIds)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  async page(
    db: Db,
    where: SQL,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRecord[]; total: number }> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },
};
