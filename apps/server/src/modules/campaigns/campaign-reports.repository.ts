import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tablePage } from '../../db/page.ts';
import { campaigns, revenueReports } from '../../db/schema/campaigns.schema.ts';

const r = revenueReports;

/** A campaign's revenue as the console reads it: per day, all-time counts, the reports themselves. */
export const campaignReportsRepository = {
  /** Revenue per platform day from `since` (YYYY-MM-DD), oldest first. */
  async days(db: Db, campaignId: number, since: string) {
    return db
      .select({
        day: r.day,
        reports: sql<number>`count(*)::int`,
        devices: sql<number>`count(distinct ${r.deviceId})::int`,
        amountMinor: sql<string>`sum(${r.amountMinor})::text`,
      })
      .from(r)
      .where(and(eq(r.campaignId, campaignId), gte(r.day, since)))
      .groupBy(r.day)
      .orderBy(r.day);
  },

  async counts(db: Db, campaignId: number) {
    const [row] = await db
      .select({
        reports: sql<number>`count(*)::int`,
        devices: sql<number>`count(distinct ${r.deviceId})::int`,
      })
      .from(r)
      .where(eq(r.campaignId, campaignId));
    return { reports: row?.reports ?? 0, devices: row?.devices ?? 0 };
  },

  async page(
    db: Db,
    filter: { campaignId: number; deviceCode?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      eq(r.campaignId, filter.campaignId),
      filter.deviceCode ? eq(r.deviceCode, filter.deviceCode) : undefined,
    );
    return tablePage(db, r, {
      where,
      orderBy: [desc(r.id)],
      offset,
      limit,
    });
  },

  /** Whether a device (by code) or a member has reported revenue for one of the advertiser's campaigns. */
  async reportedFor(
    db: Db,
    target: { deviceCode: string } | { userId: number },
    advertiserUserId: number,
  ): Promise<boolean> {
    const who =
      'userId' in target ? eq(r.userId, target.userId) : eq(r.deviceCode, target.deviceCode);
    const rows = await db
      .select({ id: r.id })
      .from(r)
      .where(
        and(
          who,
          inArray(
            r.campaignId,
            db
              .select({ id: campaigns.id })
              .from(campaigns)
              .where(eq(campaigns.advertiserUserId, advertiserUserId)),
          ),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
