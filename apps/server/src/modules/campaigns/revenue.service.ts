import type { RevenueReport } from '@cloudmall/contract/campaigns';
import { formatMinor } from '@cloudmall/contract';
import { inTransaction } from '../../db/transaction.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError, notFound, unauthorized } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { toRevenueDay } from './campaigns.mapper.ts';
import { campaignsRepository } from './campaigns.repository.ts';
import type { CampaignsDeps } from './ports.ts';
import { type RevenueReportRow, revenueRepository } from './revenue.repository.ts';
import { platformDay, refusalOf, reportedMinor } from './revenue-rules.ts';

export type RevenueService = ReturnType<typeof createRevenueService>;

const accepted = (row: RevenueReportRow, replayed: boolean) => ({
  report_id: row.reportId,
  amount: formatMinor(row.amountMinor),
  status: 'held' as const,
  available_at: unixSeconds(row.availableAt),
  replayed,
});

/** Script revenue: the plugin's signed reports credited as held income, and a member's figures. */
export function createRevenueService(
  deps: Pick<CampaignsDeps, 'db' | 'clock' | 'settings' | 'changed' | 'devices' | 'wallet'>,
) {
  const { db, clock, settings } = deps;
  const today = async (at: Date) =>
    platformDay(at, (await settings.get('campaigns.revenue')).timeZone);

  return {
    /**
     * Credits a device's revenue report once per (device, report id): refused when the device or its
     * member is frozen, the device expired, the campaign's script is not enabled on it, the amount is
     * not positive or over the per-report max, the device's daily cap is reached or the budget is
     * exhausted. Accepted: budget → the owner's held income in one transaction. A replay answers the
     * first answer and credits nothing more.
     */
    async report(deviceCode: string, input: RevenueReport) {
      const device = await deps.devices().findByCode(deviceCode);
      if (!device) throw unauthorized();
      const known = await revenueRepository.findReport(db, device.deviceId, input.report_id);
      if (known) return accepted(known, true);
      const campaign = await campaignsRepository.campaign(db, input.campaign_id);
      if (!campaign) throw notFound();
      const amountMinor = reportedMinor(input.amount);
      const refusal = refusalOf(device, campaign, amountMinor);
      if (refusal) throw new AppError(refusal);

      const now = clock.now();
      const day = await today(now);
      const creditHeld = await deps.wallet().heldCredit();
      const result = await inTransaction(db, async (trx) => {
        const reportRowId = await revenueRepository.claimReport(trx, {
          deviceId: device.deviceId,
          deviceCode: device.deviceCode,
          reportId: input.report_id,
          userId: device.userId,
          campaignId: campaign.id,
          amountMinor,
          day,
          occurredAt: new Date(input.occurred_at * 1000),
          availableAt: now,
        });
        if (reportRowId === null) {
          const first = await revenueRepository.findReport(trx, device.deviceId, input.report_id);
          return accepted(first!, true);
        }
        const key = { deviceId: device.deviceId, campaignId: campaign.id, day };
        if (!(await revenueRepository.addToDay(trx, key, amountMinor, campaign.dailyCapMinor, now)))
          throw new AppError('revenue_daily_cap_reached');
        if (!(await campaignsRepository.spend(trx, campaign.id, amountMinor, now)))
          throw new AppError('campaign_budget_exhausted');
        const held = await creditHeld(trx, {
          userId: device.userId,
          amountMinor,
          from: 'campaign_budgets',
          reason: `script revenue ${device.deviceCode}`,
          reference: `revenue:${reportRowId}`,
          idempotencyKey: `plugin-revenue:${device.deviceId}:${input.report_id}`,
        });
        await revenueRepository.settleReport(trx, reportRowId, held.holdId, held.availableAt);
        const row = await revenueRepository.findReport(trx, device.deviceId, input.report_id);
        return accepted(row!, false);
      });
      if (!result.replayed) deps.changed(device.userId, { type: 'wallet_changed' });
      return result;
    },

    /** A member's revenue per device and day, newest day first: what is still held and what is available. */
    async days(userId: number, query: { page: number; list_rows: number }) {
      const { rows, total } = await revenueRepository.dayPage(
        db,
        userId,
        clock.now(),
        query.list_rows,
        offsetOf(query),
      );
      return toPage(rows.map(toRevenueDay), total, query);
    },

    /** A member's revenue today (platform day), held, available and all time. */
    async totals(userId: number) {
      const now = clock.now();
      const figures = await revenueRepository.totals(db, userId, await today(now), now);
      return {
        today: formatMinor(figures.todayMinor),
        held: formatMinor(figures.heldMinor),
        available: formatMinor(figures.totalMinor - figures.heldMinor),
        total: formatMinor(figures.totalMinor),
        next_available_at: unixSeconds(figures.nextAvailableAt),
      };
    },
  };
}
