import { and, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { orders } from '../../db/schema/orders.schema.ts';

const DAY_MS = 86_400_000;
/** `%`, `_` and `\` in a searched order number match themselves. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Conditions of the merchant's order list: order number (part of it) and creation days (UTC, inclusive). */
export function shopOrderFilter(query: {
  order_no?: string;
  date_from?: string;
  date_to?: string;
}): SQL | undefined {
  return and(
    query.order_no ? ilike(orders.orderNo, containing(query.order_no)) : undefined,
    query.date_from ? gte(orders.createdAt, dayStart(query.date_from)) : undefined,
    query.date_to
      ? lt(orders.createdAt, new Date(dayStart(query.date_to).getTime() + DAY_MS))
      : undefined,
  );
}

/** A shop's order figures for its dashboard and badges. */
export const shopFiguresRepository = {
  /** Orders paid since `since`, and what they came to. */
  async paidSince(db: Db, shopId: number, since: Date) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        sum: sql<string>`coalesce(sum(${orders.priceMinor}), 0)::text`,
      })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gte(orders.paidAt, since)));
    return { count: row?.count ?? 0, sumMinor: BigInt(row?.sum ?? '0') };
  },

  /** Paid orders waiting to ship (a group order still waiting for its team is not counted). */
  async toShip(db: Db, shopId: number): Promise<number> {
    const waiting = and(
      eq(orders.shopId, shopId),
      eq(orders.state, 2),
      eq(orders.groupPending, false),
    );
    return countWhere(db, orders, waiting);
  },

  /** What buyers paid for the shop's orders that escrow still holds (not settled, less refunds). */
  async unsettledMinor(db: Db, shopId: number): Promise<bigint> {
    const [row] = await db
      .select({
        sum: sql<string>`coalesce(sum(${orders.priceMinor} - ${orders.refundedMinor}), 0)::text`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          inArray(orders.state, [2, 3, 4, 6]),
          isNull(orders.settledAt),
        ),
      );
    return BigInt(row?.sum ?? '0');
  },
};
