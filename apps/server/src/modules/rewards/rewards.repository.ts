import type { RewardKind, RewardPool } from '@cloudmall/contract/rewards';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tablePage } from '../../db/page.ts';
import { rewardPools, rewards } from '../../db/schema/rewards.schema.ts';

export type RewardRow = typeof rewards.$inferSelect;

/** Rewards issued and the pools' lock rows. */
export const rewardsRepository = {
  /** Locks a pool's row (made on first use) until the caller's transaction ends. */
  async lockPool(trx: Db, pool: RewardPool): Promise<void> {
    await trx.insert(rewardPools).values({ pool }).onConflictDoNothing();
    await trx.select().from(rewardPools).where(eq(rewardPools.pool, pool)).for('update');
  },

  async touchPool(trx: Db, pool: RewardPool, now: Date): Promise<void> {
    await trx.update(rewardPools).set({ updatedAt: now }).where(eq(rewardPools.pool, pool));
  },

  async insert(trx: Db, row: typeof rewards.$inferInsert): Promise<RewardRow> {
    const [inserted] = await trx.insert(rewards).values(row).returning();
    return inserted!;
  },

  /** What was issued of each kind in all, in minor units. */
  async issuedByKind(db: Db): Promise<Map<string, bigint>> {
    const rows = await db
      .select({ kind: rewards.kind, total: sql<string>`sum(${rewards.amountMinor})::text` })
      .from(rewards)
      .groupBy(rewards.kind);
    return new Map(rows.map((row) => [row.kind, BigInt(row.total)]));
  },

  /** Rewards of a kind (and member) newest first. */
  page(db: Db, filter: { kind?: RewardKind; userId?: number }, offset: number, limit: number) {
    const where = and(
      filter.kind ? eq(rewards.kind, filter.kind) : undefined,
      filter.userId ? eq(rewards.userId, filter.userId) : undefined,
    );
    return tablePage(db, rewards, { where, orderBy: [desc(rewards.id)], offset, limit });
  },

  /** A member's rewards of one kind: still held at `now`, and in all. */
  async memberTotals(db: Db, userId: number, kind: RewardKind, now: Date) {
    const [row] = await db
      .select({
        held: sql<string>`coalesce(sum(${rewards.amountMinor}) filter (where ${rewards.availableAt} > ${now}), 0)::text`,
        total: sql<string>`coalesce(sum(${rewards.amountMinor}), 0)::text`,
      })
      .from(rewards)
      .where(and(eq(rewards.userId, userId), eq(rewards.kind, kind)));
    return { heldMinor: BigInt(row?.held ?? '0'), totalMinor: BigInt(row?.total ?? '0') };
  },
};
