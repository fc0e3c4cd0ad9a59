import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { inTransaction } from '../transaction.ts';
import {
  advertisers,
  campaigns,
  devices,
  deviceScripts,
  revenueDeviceDays,
  revenueReports,
} from '../schema/index.ts';
import { seedPastHeldIncome } from './held-income.seed.ts';
import { seedUsers } from './seed-users.ts';
import { debit } from '../../modules/wallet/index.ts';

const DAY = 86_400_000;
const HOLD_DAYS = 15;
export const DEMO_CAMPAIGN_NAME = 'Demo script campaign';
/** Revenue the demo device reported, in minor units, by days ago (older than 15 days: released). */
const HISTORY: Array<[daysAgo: number, amountMinor: bigint]> = [
  [19, 135n],
  [17, 90n],
  [16, 210n],
  [12, 160n],
  [9, 75n],
  [6, 240n],
  [3, 120n],
  [1, 185n],
];

/** The platform day (Asia/Shanghai, the campaigns default) of an instant. */
const dayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The demo advertiser (`advertiser1`) with a funded campaign for the script enabled on the demo
 * member's device, and that device's revenue history: older than the hold released to the balance,
 * the rest held. Idempotent (ledger keys and report ids per demo report); skipped without a device.
 */
export async function seedDemoCampaigns(db: Db): Promise<void> {
  const advertiser = await seedUsers.byUsername(db, 'advertiser1');
  const demo = await seedUsers.byUsername(db, 'demo');
  if (!advertiser || !demo) return;
  const [enabled] = await db
    .select({
      deviceId: devices.id,
      deviceCode: devices.deviceCode,
      scriptId: deviceScripts.scriptId,
    })
    .from(deviceScripts)
    .innerJoin(devices, eq(devices.id, deviceScripts.deviceId))
    .where(and(eq(devices.userId, demo.id), eq(deviceScripts.enabled, true)))
    .orderBy(devices.id)
    .limit(1);
  if (!enabled) return;
  await db
    .insert(advertisers)
    .values({ userId: advertiser.id, name: 'Demo Ads Co.' })
    .onConflictDoNothing();
  const campaign = await demoCampaign(db, advertiser.id, enabled.scriptId);
  const funded = await inTransaction(db, (trx) =>
    debit(trx, {
      userId: advertiser.id,
      amountMinor: 50_000n,
      to: 'campaign_budgets',
      reason: 'campaign_fund',
      reference: `campaign:${campaign}`,
      memo: DEMO_CAMPAIGN_NAME,
      idempotencyKey: `demo-campaign-fund:${campaign}`,
    }),
  );
  if (!funded.replayed)
    await db
      .update(campaigns)
      .set({ budgetMinor: sql`${campaigns.budgetMinor} + 50000` })
      .where(eq(campaigns.id, campaign));
  const now = Date.now();
  for (const [daysAgo, amountMinor] of HISTORY) {
    await inTransaction(db, async (trx) => {
      const occurredAt = new Date(now - daysAgo * DAY);
      const availableAt = new Date(occurredAt.getTime() + HOLD_DAYS * DAY);
      const day = dayOf(occurredAt);
      const claimed = await trx
        .insert(revenueReports)
        .values({
          deviceId: enabled.deviceId,
          deviceCode: enabled.deviceCode,
          reportId: `demo-${daysAgo}`,
          userId: demo.id,
          campaignId: campaign,
          amountMinor,
          day,
          occurredAt,
          availableAt,
          createdAt: occurredAt,
        })
        .onConflictDoNothing()
        .returning({ id: revenueReports.id });
      if (!claimed[0]) return;
      const { holdId } = await seedPastHeldIncome(
        trx,
        {
          userId: demo.id,
          amountMinor,
          reason: `script revenue ${enabled.deviceCode}`,
          from: 'campaign_budgets',
          reference: `revenue:${claimed[0].id}`,
          idempotencyKey: `plugin-revenue:${enabled.deviceId}:demo-${daysAgo}`,
          at: occurredAt,
        },
        now,
      );
      await trx
        .update(revenueReports)
        .set({ incomeHoldId: holdId })
        .where(eq(revenueReports.id, claimed[0].id));
      await trx
        .update(campaigns)
        .set({ spentMinor: sql`${campaigns.spentMinor} + ${amountMinor}` })
        .where(eq(campaigns.id, campaign));
      await trx
        .insert(revenueDeviceDays)
        .values({ deviceId: enabled.deviceId, campaignId: campaign, day, totalMinor: amountMinor })
        .onConflictDoUpdate({
          target: [revenueDeviceDays.deviceId, revenueDeviceDays.campaignId, revenueDeviceDays.day],
          set: { totalMinor: sql`${revenueDeviceDays.totalMinor} + ${amountMinor}` },
        });
    });
  }
}

async function demoCampaign(db: Db, advertiserId: number, scriptId: number): Promise<number> {
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(eq(campaigns.advertiserUserId, advertiserId), eq(campaigns.name, DEMO_CAMPAIGN_NAME)),
    );
  if (existing) return existing.id;
  const [created] = await db
    .insert(campaigns)
    .values({
      advertiserUserId: advertiserId,
      scriptId,
      name: DEMO_CAMPAIGN_NAME,
      maxPerReportMinor: 500n,
      dailyCapMinor: 5_000n,
    })
    .returning({ id: campaigns.id });
  return created!.id;
}
