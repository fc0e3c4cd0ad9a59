import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { newestFirstPage, pageWithTotal } from '../../db/page.ts';
import { couponReceipts, coupons } from '../../db/schema/coupons.schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type ReceiptRow = typeof couponReceipts.$inferSelect;

/** Receipts joined with their coupons. */
const receiptsWithCoupons = (db: Db) =>
  db
    .select({ receipt: couponReceipts, coupon: coupons })
    .from(couponReceipts)
    .innerJoin(coupons, eq(coupons.id, couponReceipts.couponId));

/** A member's unused receipts not yet expired at `now`. */
const unusedValidAt = (userId: number, now: Date) => [
  eq(couponReceipts.userId, userId),
  eq(couponReceipts.state, 1),
  gte(couponReceipts.validUntil, now),
];

/** The `coupons` and `coupon_receipts` tables. */
export const couponsRepository = {
  async find(db: Db, id: number): Promise<CouponRow | undefined> {
    return firstRow(db, coupons, eq(coupons.id, id));
  },

  /** Coupons on offer (not invalid, fixed ones not ended), newest first. */
  async pageOffered(
    db: Db,
    filter: { type?: string; shopId?: number; now: Date },
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(coupons.invalid, false),
      filter.type ? eq(coupons.type, filter.type) : undefined,
      filter.shopId !== undefined ? eq(coupons.shopId, filter.shopId) : undefined,
      or(
        eq(coupons.preType, 'appoint'),
        sql`${coupons.endsAt} is null`,
        gte(coupons.endsAt, filter.now),
      ),
    );
    return newestFirstPage(db, coupons, where, offset, limit);
  },

  /** Coupons of a shop and of the platform that have started and not ended (or that the member holds unused). */
  async forShop(db: Db, shopId: number, now: Date, userId: number | null): Promise<CouponRow[]> {
    const held = userId
      ? sql`exists (select 1 from ${couponReceipts} r where r.coupon_id = ${coupons.id} and r.user_id = ${userId} and r.state = 1)`
      : sql`false`;
    return db
      .select()
      .from(coupons)
      .where(
        and(
          inArray(coupons.shopId, [0, shopId]),
          or(eq(coupons.invalid, false), held),
          or(
            eq(coupons.preType, 'appoint'),
            and(
              or(sql`${coupons.startsAt} is null`, lte(coupons.startsAt, now)),
              or(sql`${coupons.endsAt} is null`, gte(coupons.endsAt, now)),
            ),
          ),
        ),
      )
      .orderBy(desc(coupons.id))
      .limit(100);
  },

  /** How many receipts of each coupon the member holds (any state). */
  async receivedCounts(db: Db, userId: number, couponIds: number[]): Promise<Map<number, number>> {
    if (couponIds.length === 0) return new Map();
    const rows = await db
      .select({ couponId: couponReceipts.couponId, n: sql<number>`count(*)::int` })
      .from(couponReceipts)
      .where(and(eq(couponReceipts.userId, userId), inArray(couponReceipts.couponId, couponIds)))
      .groupBy(couponReceipts.couponId);
    return new Map(rows.map((r) => [Number(r.couponId), r.n]));
  },

  /** The member's unused, not expired receipts of those coupons: coupon id ⇒ the receipt ending first. */
  async heldUnused(
    db: Db,
    userId: number,
    couponIds: number[],
    now: Date,
  ): Promise<Map<number, ReceiptRow>> {
    if (couponIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(couponReceipts)
      .where(and(...unusedValidAt(userId, now), inArray(couponReceipts.couponId, couponIds)))
      .orderBy(desc(couponReceipts.validUntil));
    return new Map(rows.map((r) => [Number(r.couponId), r]));
  },

  /** Serialises one member's claims (draw limits hold) until the transaction ends. */
  async lockMemberClaims(trx: Db, userId: number): Promise<void> {
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext('coupons.claim'), ${userId}::int)`);
  },

  async countReceived(db: Db, userId: number, couponId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponReceipts)
      .where(and(eq(couponReceipts.userId, userId), eq(couponReceipts.couponId, couponId)));
    return row?.n ?? 0;
  },

  /** Takes one from the grant: 0 rows when none is left or the coupon is invalid (never over-grants). */
  async takeOne(db: Db, couponId: number): Promise<{ granted: number } | undefined> {
    const [row] = await db
      .update(coupons)
      .set({
        granted: sql`${coupons.granted} + 1`,
        invalid: sql`${coupons.grantTotal} <> -1 and ${coupons.granted} + 1 >= ${coupons.grantTotal}`,
      })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.invalid, false),
          or(eq(coupons.grantTotal, -1), lt(coupons.granted, coupons.grantTotal)),
        ),
      )
      .returning({ granted: coupons.granted });
    return row;
  },

  async insertReceipt(db: Db, values: typeof couponReceipts.$inferInsert): Promise<ReceiptRow> {
    const [row] = await db.insert(couponReceipts).values(values).returning();
    return row!;
  },

  async pageReceipts(db: Db, userId: number, state: number, offset: number, limit: number) {
    const where = and(eq(couponReceipts.userId, userId), eq(couponReceipts.state, state));
    return pageWithTotal(
      db,
      receiptsWithCoupons(db)
        .where(where)
        .orderBy(desc(couponReceipts.id))
        .limit(limit)
        .offset(offset),
      couponReceipts,
      where,
    );
  },

  async findReceipt(
    db: Db,
    receiptId: number,
  ): Promise<{ receipt: ReceiptRow; coupon: CouponRow } | undefined> {
    const [row] = await receiptsWithCoupons(db).where(eq(couponReceipts.id, receiptId)).limit(1);
    return row;
  },

  /** The member's unused receipts still valid at `now`, with their coupons. */
  async usableReceipts(db: Db, userId: number, now: Date) {
    return receiptsWithCoupons(db)
      .where(and(...unusedValidAt(userId, now), lte(couponReceipts.validFrom, now)))
      .orderBy(asc(couponReceipts.validUntil))
      .limit(200);
  },

  /** Guarded 1 ⇒ 2 (unused, own, still valid): at most one order ever uses a receipt. */
  async markUsed(db: Db, input: { receiptId: number; userId: number; orderId: number; now: Date }) {
    const [row] = await db
      .update(couponReceipts)
      .set({ state: 2, orderId: input.orderId, usedAt: input.now })
      .where(
        and(
          eq(couponReceipts.id, input.receiptId),
          eq(couponReceipts.userId, input.userId),
          eq(couponReceipts.state, 1),
          gte(couponReceipts.validUntil, input.now),
        ),
      )
      .returning({ couponId: couponReceipts.couponId });
    if (row)
      await db
        .update(coupons)
        .set({ useCount: sql`${coupons.useCount} + 1` })
        .where(eq(coupons.id, row.couponId));
    return row;
  },

  /** 2 ⇒ 1 for the receipt an order used (the use count is not decremented, as the protocol does). */
  async markUnused(db: Db, orderId: number): Promise<number> {
    const rows = await db
      .update(couponReceipts)
      .set({ state: 1, orderId: null, usedAt: null })
      .where(and(eq(couponReceipts.orderId, orderId), eq(couponReceipts.state, 2)))
      .returning({ id: couponReceipts.id });
    return rows.length;
  },

  /** Fixed coupons past their end become invalid; one guarded update, idempotent. */
  async invalidateEnded(db: Db, now: Date): Promise<number> {
    const rows = await db
      .update(coupons)
      .set({ invalid: true })
      .where(and(eq(coupons.invalid, false), eq(coupons.preType, 'fixed'), lt(coupons.endsAt, now)))
      .returning({ id: coupons.id });
    return rows.length;
  },

  /** Unused receipts past their validity become expired (3); one guarded update, idempotent. */
  async expireReceipts(db: Db, now: Date): Promise<number> {
    const rows = await db
      .update(couponReceipts)
      .set({ state: 3 })
      .where(and(eq(couponReceipts.state, 1), lt(couponReceipts.validUntil, now)))
      .returning({ id: couponReceipts.id });
    return rows.length;
  },

  async unusedCount(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponReceipts)
      .where(and(eq(couponReceipts.userId, userId), eq(couponReceipts.state, 1)));
    return row?.n ?? 0;
  },
};
