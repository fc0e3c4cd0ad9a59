import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { revenueDeviceDays, revenueReports } from '../../db/schema/campaigns.schema.ts';

export type RevenueReportRow = typeof revenueReports.$inferSelect;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toDate = (value: unknown): Date | null =>
  value instanceof Date ? value : value ? new Date(String(value)) : null;

/** Accepted revenue reports, the daily cap counters, and a member's revenue figures. */
export const revenueRepository = {
  /**
   * Claims (device, report id) for a new report; null when it exists (a concurrent claim waits for
   * the first transaction, so a replay never passes while the first is still running).
   */
  async claimReport(db: Db, row: typeof revenueReports.$inferInsert): Promise<number | null> {
    const rows = await db
      .insert(revenueReports)
      .values(row)
      .onConflictDoNothing({ target: [revenueReports.deviceId, revenueReports.reportId] })
      .returning({ id: revenueReports.id });
    return rows[0]?.id ?? null;
  },

  async findReport(db: Db, deviceId: number, reportId: string): Promise<RevenueReportRow | null> {
    const rows = await db
      .select()
      .from(revenueReports)
      .where(and(eq(revenueReports.deviceId, deviceId), eq(revenueReports.reportId, reportId)));
    return rows[0] ?? null;
  },

  async settleReport(db: Db, id: number, holdId: number, availableAt: Date): Promise<void> {
    await db
      .update(revenueReports)
      .set({ incomeHoldId: holdId, availableAt })
      .where(eq(revenueReports.id, id));
  },

  /** Adds to a device's earnings of the day only while they stay within the cap; false past it. */
  async addToDay(
    db: Db,
    key: { deviceId: number; campaignId: number; day: string },
    amountMinor: bigint,
    capMinor: bigint,
    now: Date,
  ): Promise<boolean> {
    if (amountMinor > capMinor) return false;
    const rows = await db
      .insert(revenueDeviceDays)
      .values({ ...key, totalMinor: amountMinor, updatedAt: now })
      .onConflictDoUpdate({
        target: [revenueDeviceDays.deviceId, revenueDeviceDays.campaignId, revenueDeviceDays.day],
        set: { totalMinor: sql`${revenueDeviceDays.totalMinor} + ${amountMinor}`, updatedAt: now },
        setWhere: sql`${revenueDeviceDays.totalMinor} + ${amountMinor} <= ${capMinor}`,
      })
      .returning({ day: revenueDeviceDays.day });
    return rows.length > 0;
  },

  /** A member's revenue per device and day, newest day first; held is what is not yet available. */
  async dayPage(db: Db, userId: number, now: Date, limit: number, offset: number) {
    const rows = rowsOf(
      await db.execute(sql`select device_id, max(device_code) as device_code, day::text as day,
          count(*)::int as reports, sum(amount_minor)::text as total,
          coalesce(sum(amount_minor) filter (where available_at > ${now.toISOString()}::timestamptz), 0)::text as held
        from revenue_reports where user_id = ${userId}
        group by device_id, day order by day desc, device_id asc
        limit ${limit} offset ${offset}`),
    );
    const [total] = rowsOf(
      await db.execute(sql`select count(*)::int as n from
        (select 1 from revenue_reports where user_id = ${userId} group by device_id, day) t`),
    );
    return {
      rows: rows.map((row) => ({
        deviceId: Number(row.device_id),
        deviceCode: String(row.device_code),
        day: String(row.day),
        reports: Number(row.reports),
        totalMinor: BigInt(String(row.total)),
        heldMinor: BigInt(String(row.held)),
      })),
      total: Number(total?.n ?? 0),
    };
  },

  /** A member's revenue today, held, all time, and when the next held part becomes available. */
  async totals(db: Db, userId: number, today: string, now: Date) {
    const at = now.toISOString();
    const [row] = rowsOf(
      await db.execute(sql`select
          coalesce(sum(amount_minor) filter (where day = ${today}::date), 0)::text as today,
          coalesce(sum(amount_minor) filter (where available_at > ${at}::timestamptz), 0)::text as held,
          coalesce(sum(amount_minor), 0)::text as total,
          min(available_at) filter (where available_at > ${at}::timestamptz) as next_at
        from revenue_reports where user_id = ${userId}`),
    );
    return {
      todayMinor: BigInt(String(row?.today ?? '0')),
      heldMinor: BigInt(String(row?.held ?? '0')),
      totalMinor: BigInt(String(row?.total ?? '0')),
      nextAvailableAt: toDate(row?.next_at),
    };
  },
};
