import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema/orders.schema.ts';

/** Orders paid per UTC day in [from, to) and what the buyers paid for them (minor units). */
export async function paidOrdersPerDay(
  db: Db,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; minor: bigint }>> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      count: sql<number>`count(*)::int`,
      minor: sql<string>`coalesce(sum(${orders.priceMinor}), 0)::text`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, { count: row.count, minor: BigInt(row.minor) }]));
}
