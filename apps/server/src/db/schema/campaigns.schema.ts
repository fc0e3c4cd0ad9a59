import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  money,
  moneyDefaultZero,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { memberId, users } from './identity.schema.ts';

/** A member an admin made an advertiser (its name); the `advertiser` console role comes with it. */
export const advertisers = pgTable('advertisers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An advertiser's campaign paying revenue of one script (`scriptId`, a devices script). `budgetMinor`
 * is everything funded, `spentMinor` everything credited to devices; guarded updates keep
 * `0 <= spent <= budget`, so the remaining budget never goes negative. The money itself sits in the
 * ledger's platform account `campaign_budgets`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serialId(),
    advertiserUserId: integer('advertiser_user_id')
      .notNull()
      .references(() => advertisers.userId),
    scriptId: integer('script_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    maxPerReportMinor: money('max_per_report_minor').notNull(),
    dailyCapMinor: money('daily_cap_minor').notNull(),
    budgetMinor: moneyDefaultZero('budget_minor'),
    spentMinor: moneyDefaultZero('spent_minor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_advertiser_idx').on(t.advertiserUserId, t.id),
    check(
      'campaigns_spent_within_budget',
      sql`${t.spentMinor} >= 0 and ${t.spentMinor} <= ${t.budgetMinor}`,
    ),
    check('campaigns_caps_positive', sql`${t.maxPerReportMinor} > 0 and ${t.dailyCapMinor} > 0`),
  ],
);

/**
 * One accepted revenue report of a device's script plugin, once per (device, report id): the
 * amount moved from the campaign budget to the device owner's held income (`incomeHoldId`),
 * withdrawable from `availableAt`. `day` is the platform day it counted towards.
 */
export const revenueReports = pgTable(
  'revenue_reports',
  {
    id: serialId(),
    deviceId: integer('device_id').notNull(),
    deviceCode: varchar('device_code', { length: 64 }).notNull(),
    reportId: varchar('report_id', { length: 64 }).notNull(),
    userId: memberId(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    amountMinor: money('amount_minor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    incomeHoldId: bigintNumber('income_hold_id'),
    availableAt: timestamptz('available_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('revenue_reports_device_report_uq').on(t.deviceId, t.reportId),
    index('revenue_reports_user_day_idx').on(t.userId, t.day),
    check('revenue_reports_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** What one device earned from one campaign on one platform day: the daily cap's guarded counter. */
export const revenueDeviceDays = pgTable(
  'revenue_device_days',
  {
    deviceId: integer('device_id').notNull(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    day: date('day', { mode: 'string' }).notNull(),
    totalMinor: money('total_minor').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.campaignId, t.day] })],
);
