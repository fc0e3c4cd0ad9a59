import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, lockedRow } from '../../db/first-row.ts';
import {
  vipLevelChanges,
  vipLevels,
  vipMembers,
  vipPurchases,
  vipSpendOrders,
} from '../../db/schema/vip.schema.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevel = typeof vipLevels.$inferInsert;

/** Queries of the VIP tables; each takes the Db or the caller's transaction. */
export const vipRepository = {
  /** Every level by number (console), or the enabled ones (members). */
  levels(db: Db, enabledOnly: boolean): Promise<VipLevelRow[]> {
    return db
      .select()
      .from(vipLevels)
      .where(enabledOnly ? eq(vipLevels.enabled, true) : undefined)
      .orderBy(asc(vipLevels.level));
  },

  level: (db: Db, level: number) => firstRow(db, vipLevels, eq(vipLevels.level, level)),

  /** The level, locked for the rest of the transaction. */
  byId: (db: Db, id: number) => lockedRow(db, vipLevels, eq(vipLevels.id, id)),

  async insertLevel(db: Db, values: NewVipLevel): Promise<VipLevelRow | undefined> {
    const [row] = await db.insert(vipLevels).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateLevel(db: Db, id: number, values: Partial<NewVipLevel>): Promise<void> {
    await db
      .update(vipLevels)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(vipLevels.id, id));
  },

  /** The highest enabled level whose spend threshold (above 0) the spend reaches. */
  async highestBySpend(db: Db, spendMinor: bigint): Promise<VipLevelRow | undefined> {
    const [row] = await db
      .select()
      .from(vipLevels)
      .where(
        and(
          eq(vipLevels.enabled, true),
          gt(vipLevels.thresholdMinor, 0n),
          lte(vipLevels.thresholdMinor, spendMinor),
        ),
      )
      .orderBy(desc(vipLevels.level))
      .limit(1);
    return row;
  },

  async spendOf(db: Db, userId: number): Promise<bigint> {
    const [row] = await db
      .select({ spend: vipMembers.spendMinor })
      .from(vipMembers)
      .where(eq(vipMembers.userId, userId));
    return row?.spend ?? 0n;
  },

  /** Counts a paid order into the member's spend once; answers the new spend, or null when already counted. */
  async countOrder(
    db: Db,
    order: { id: number; userId: number; priceMinor: bigint },
  ): Promise<bigint | null> {
    const [counted] = await db
      .insert(vipSpendOrders)
      .values({ orderId: order.id, userId: order.userId, amountMinor: order.priceMinor })
      .onConflictDoNothing()
      .returning({ orderId: vipSpendOrders.orderId });
    if (!counted) return null;
    const [row] = await db
      .insert(vipMembers)
      .values({ userId: order.userId, spendMinor: order.priceMinor })
      .onConflictDoUpdate({
        target: vipMembers.userId,
        set: {
          spendMinor: sql`${vipMembers.spendMinor} + ${order.priceMinor}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ spend: vipMembers.spendMinor });
    return row!.spend;
  },

  /** Records a package purchase once per (member, level); null when it was already bought. */
  async insertPurchase(
    db: Db,
    values: { userId: number; level: number; priceMinor: bigint },
  ): Promise<number | null> {
    const [row] = await db
      .insert(vipPurchases)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: vipPurchases.id });
    return row?.id ?? null;
  },

  async insertChange(
    db: Db,
    values: { userId: number; fromLevel: number; toLevel: number; cause: string },
  ): Promise<void> {
    await db.insert(vipLevelChanges).values(values);
  },
};
