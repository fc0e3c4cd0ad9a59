import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import { memberCounts } from '../catalog/index.ts';
import { unusedCount } from '../coupons/index.ts';
import { EMPTY_STATISTICS } from '../identity/index.ts';
import { openRefundCount } from '../refunds/index.ts';
import { bankAccountCount } from '../wallet/index.ts';

/**
 * The member's order counters (pay 1, delive 2 not waiting for a team, receiving 3, evaluate 4,
 * customer open refunds, whole visible orders, groups paid group orders waiting for their team),
 * unused coupons, favourites, followed shops, footprints and live payout accounts; computed by
 * query, so always true.
 */
export async function statisticsOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      pay: sql<number>`count(*) filter (where ${orders.state} = 1)::int`,
      delive: sql<number>`count(*) filter (where ${orders.state} = 2 and not ${orders.groupPending})::int`,
      receiving: sql<number>`count(*) filter (where ${orders.state} = 3)::int`,
      evaluate: sql<number>`count(*) filter (where ${orders.state} = 4)::int`,
      whole: sql<number>`count(*)::int`,
      groups: sql<number>`count(*) filter (where ${orders.state} = 2 and ${orders.groupPending})::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'normal')));
  const [customer, coupon, kept, accountbank] = await Promise.all([
    openRefundCount(db, userId),
    unusedCount(db, userId),
    memberCounts(db, userId),
    bankAccountCount(db, userId),
  ]);
  const statistics = structuredClone(EMPTY_STATISTICS);
  statistics.order = {
    pay: row?.pay ?? 0,
    delive: row?.delive ?? 0,
    receiving: row?.receiving ?? 0,
    evaluate: row?.evaluate ?? 0,
    customer,
    whole: row?.whole ?? 0,
    groups: row?.groups ?? 0,
  };
  statistics.dynamic = { ...kept, coupon, accountbank };
  return statistics;
}
