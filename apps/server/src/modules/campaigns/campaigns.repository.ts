import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { tablePage } from '../../db/page.ts';
import { advertisers, campaigns } from '../../db/schema/campaigns.schema.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignFilter = { advertiserUserId?: number; scriptId?: number; keyword?: string };

/** Advertisers and their campaigns. */
export const campaignsRepository = {
  /** Makes a member an advertiser, or renames one. */
  async upsertAdvertiser(db: Db, row: { userId: number; name: string; now: Date }) {
    const saved = await db
      .insert(advertisers)
      .values({ userId: row.userId, name: row.name, createdAt: row.now, updatedAt: row.now })
      .onConflictDoUpdate({
        target: advertisers.userId,
        set: { name: row.name, updatedAt: row.now },
      })
      .returning();
    return saved[0]!;
  },

  advertiserPage(db: Db, filter: { keyword?: string }, limit: number, offset: number) {
    const where = filter.keyword ? ilike(advertisers.name, containing(filter.keyword)) : undefined;
    return tablePage(db, advertisers, {
      where,
      orderBy: [desc(advertisers.createdAt), desc(advertisers.userId)],
      offset,
      limit,
    });
  },

  /** Makes sure an advertiser has its profile row (named after its username the first time). */
  async ensureAdvertiser(db: Db, row: { userId: number; name: string; now: Date }) {
    await db
      .insert(advertisers)
      .values({ userId: row.userId, name: row.name, createdAt: row.now, updatedAt: row.now })
      .onConflictDoNothing();
  },

  async isAdvertiser(db: Db, userId: number): Promise<boolean> {
    const rows = await db
      .select({ userId: advertisers.userId })
      .from(advertisers)
      .where(eq(advertisers.userId, userId));
    return rows.length > 0;
  },

  async insertCampaign(db: Db, row: typeof campaigns.$inferInsert): Promise<CampaignRow> {
    return (await db.insert(campaigns).values(row).returning())[0]!;
  },

  async campaign(db: Db, id: number): Promise<CampaignRow | null> {
    return (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0] ?? null;
  },

  /** A campaign of this advertiser, locked for the caller's transaction; null for anyone else's. */
  async ownCampaignForUpdate(db: Db, id: number, advertiserUserId: number) {
    const rows = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.advertiserUserId, advertiserUserId)))
      .for('update');
    return rows[0] ?? null;
  },

  /** Campaigns matching the filter (an advertiser's own when `advertiserUserId` is set), newest first. */
  async campaignPage(db: Db, filter: CampaignFilter, limit: number, offset: number) {
    const where = and(
      filter.advertiserUserId === undefined
        ? undefined
        : eq(campaigns.advertiserUserId, filter.advertiserUserId),
      filter.scriptId === undefined ? undefined : eq(campaigns.scriptId, filter.scriptId),
      filter.keyword ? ilike(campaigns.name, containing(filter.keyword)) : undefined,
    );
    const rows = await db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(campaigns).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The scripts an advertiser's campaigns pay for. */
  async scriptsOf(db: Db, advertiserUserId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ scriptId: campaigns.scriptId })
      .from(campaigns)
      .where(eq(campaigns.advertiserUserId, advertiserUserId));
    return rows.map((r) => r.scriptId);
  },

  async addBudget(db: Db, id: number, amountMinor: bigint, now: Date): Promise<CampaignRow> {
    const rows = await db
      .update(campaigns)
      .set({ budgetMinor: sql`${campaigns.budgetMinor} + ${amountMinor}`, updatedAt: now })
      .where(eq(campaigns.id, id))
      .returning();
    return rows[0]!;
  },

  /** Spends from a campaign's budget only while enough remains (guarded); false when it does not. */
  async spend(db: Db, id: number, amountMinor: bigint, now: Date): Promise<boolean> {
    const rows = await db
      .update(campaigns)
      .set({ spentMinor: sql`${campaigns.spentMinor} + ${amountMinor}`, updatedAt: now })
      .where(
        and(
          eq(campaigns.id, id),
          sql`${campaigns.budgetMinor} - ${campaigns.spentMinor} >= ${amountMinor}`,
        ),
      )
      .returning({ id: campaigns.id });
    return rows.length > 0;
  },
};
