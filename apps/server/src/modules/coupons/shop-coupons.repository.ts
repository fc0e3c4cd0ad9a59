import { and, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { newestFirstPage } from '../../db/page.ts';
import { coupons } from '../../db/schema/coupons.schema.ts';
import type { CouponRow } from './coupons.repository.ts';

export type CouponWrite = Omit<
  typeof coupons.$inferInsert,
  'id' | 'granted' | 'useCount' | 'createdAt'
>;

/** A shop's own coupons, as the merchant console lists and edits them. */
export const shopCouponsRepository = {
  /** `ended`: ended by the shop, past a fixed end, or all claimed; `active` the rest. */
  async page(
    db: Db,
    shopId: number,
    filter: { state?: 'active' | 'ended'; type?: string; name?: string; now: Date },
    offset: number,
    limit: number,
  ) {
    const ended = or(
      eq(coupons.invalid, true),
      and(eq(coupons.preType, 'fixed'), lt(coupons.endsAt, filter.now)),
      and(sql`${coupons.grantTotal} <> -1`, sql`${coupons.granted} >= ${coupons.grantTotal}`),
    ) as SQL;
    const where = and(
      eq(coupons.shopId, shopId),
      filter.type ? eq(coupons.type, filter.type) : undefined,
      filter.name ? ilike(coupons.name, containing(filter.name)) : undefined,
      filter.state === 'ended' ? ended : undefined,
      filter.state === 'active' ? sql`not (${ended})` : undefined,
    );
    return newestFirstPage(db, coupons, where, offset, limit);
  },

  /** A coupon of this shop, locked (none for another shop's or platform coupon). */
  async lockOwn(trx: Db, shopId: number, id: number): Promise<CouponRow | undefined> {
    const [row] = await trx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.shopId, shopId)))
      .for('update');
    return row;
  },

  async insert(trx: Db, values: CouponWrite): Promise<CouponRow> {
    return (await trx.insert(coupons).values(values).returning())[0]!;
  },

  async update(trx: Db, id: number, values: Partial<CouponWrite>): Promise<CouponRow> {
    return (await trx.update(coupons).set(values).where(eq(coupons.id, id)).returning())[0]!;
  },
};
