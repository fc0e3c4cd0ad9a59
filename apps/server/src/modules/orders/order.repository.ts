import { ORDER_TRANSITIONS, type OrderTransitionName } from '@cloudmall/contract/orders';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { claimRows } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { tablePage } from '../../db/page.ts';
import { orderItems, orders, shopFreight } from '../../db/schema/orders.schema.ts';
import { FREE_FREIGHT, type FreightRule } from './pricing.ts';
import { TAB_STATES } from './order-states.ts';

import type { OrderItemRecord, OrderRecord } from './order-records.ts';

export type { OrderItemRecord, OrderRecord };
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** Conditions on orders that services combine (the tables stay in the repositories). */
export const ownedBy = (userId: number) => eq(orders.userId, userId);
export const visible = () => eq(orders.status, 'normal');
export const ofShop = (shopId: number) => eq(orders.shopId, shopId);
export const andAll = and;
export const addressUnchanged = () => eq(orders.addressChanged, false);
export const notGroupPending = () => eq(orders.groupPending, false);
export const itemsRefundedAll = (orderId: number) =>
  sql<boolean>`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.refundStatus} <> 3)`;

/** Orders an automation is due for (created, shipped or received before the given time). */
export const dueOrders = {
  unpaidSince: (before: Date) => and(eq(orders.state, 1), lt(orders.createdAt, before))!,
  shippedSince: (before: Date) => and(eq(orders.state, 3), lt(orders.shippedAt, before))!,
  unreviewedSince: (before: Date) => and(eq(orders.state, 4), lt(orders.receivedAt, before))!,
  unsettledSince: (before: Date) =>
    and(inArray(orders.state, [4, 6]), isNull(orders.settledAt), lt(orders.receivedAt, before))!,
  notSettled: () => isNull(orders.settledAt),
};

/** The list filter of a tab: `customer` is orders with an item whose request is still running (applied, awaiting return, refused). */
export function stateFilter(state: number | string) {
  if (state === 'customer')
    return sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.refundStatus} in (1, 2, 5))`;
  const states = typeof state === 'number' ? (state === 0 ? null : [state]) : TAB_STATES[state];
  return states ? inArray(orders.state, [...states]) : undefined;
}

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
    return (await firstRow(db, orders, and(eq(orders.id, id), eq(orders.userId, userId)))) ?? null;
  },

  async find(db: Db, id: number): Promise<OrderRecord | null> {
    return (await firstRow(db, orders, eq(orders.id, id))) ?? null;
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

  async page(
    db: Db,
    where: SQL,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRecord[]; total: number }> {
    return tablePage(db, orders, {
      where,
      orderBy: [desc(orders.updatedAt), desc(orders.id)],
      offset,
      limit,
    });
  },

  /** Claims a batch of orders matching `where` past id `after`, in id order; rows another worker holds are skipped. */
  async claim(trx: Db, where: SQL, after: number, limit: number): Promise<OrderRecord[]> {
    return claimRows(trx, orders, {
      where: and(where, gt(orders.id, after)),
      orderBy: [asc(orders.id)],
      limit,
    });
  },

  /** An item of an order, or null. */
  async findItem(db: Db, orderId: number, itemId: number): Promise<OrderItemRecord | null> {
    const where = and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId));
    return (await firstRow(db, orderItems, where)) ?? null;
  },

  async setItemRefund(
    trx: Db,
    itemId: number,
    set: { refundId: number; refundStatus: number },
    orderId?: number,
  ): Promise<void> {
    await trx
      .update(orderItems)
      .set(set)
      .where(and(eq(orderItems.id, itemId), orderId ? eq(orderItems.orderId, orderId) : undefined));
  },

  /** Raises the refunded amount of the member's order, never above its price; false when it would pass it. */
  async raiseRefunded(
    trx: Db,
    input: { orderId: number; userId: number; amountMinor: bigint; now: Date },
  ): Promise<boolean> {
    const raised = await trx
      .update(orders)
      .set({
        refundedMinor: sql`${orders.refundedMinor} + ${input.amountMinor.toString()}::bigint`,
        updatedAt: input.now,
      })
      .where(
        and(
          eq(orders.id, input.orderId),
          eq(orders.userId, input.userId),
          sql`${orders.refundedMinor} + ${input.amountMinor.toString()}::bigint <= ${orders.priceMinor}`,
        ),
      )
      .returning({ id: orders.id });
    return raised.length > 0;
  },

  /** Whether the order's refunded amount reached its price. */
  refundedInFull: () => sql`${orders.refundedMinor} >= ${orders.priceMinor}`,

  async setRefunded(trx: Db, orderId: number, refundedMinor: bigint): Promise<void> {
    await trx.update(orders).set({ refundedMinor }).where(eq(orders.id, orderId));
  },

  async markCommented(trx: Db, itemIds: number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await trx.update(orderItems).set({ commented: true }).where(inArray(orderItems.id, itemIds));
  },
};
