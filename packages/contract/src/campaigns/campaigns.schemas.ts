import { z } from 'zod';
import { AmountSchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import {
  countFields,
  memberRefShape,
  moneyFields,
  MoneySchema,
  UnixTimeSchema,
} from '../shared/wire-fields.ts';

/** A member an admin made an advertiser. */
export const AdvertiserSchema = z.object({
  ...memberRefShape,
  name: z.string(),
  created_at: UnixTimeSchema,
});
export type Advertiser = z.infer<typeof AdvertiserSchema>;

/** An advertiser's campaign paying script revenue: its budget, what was spent, what remains. */
export const CampaignSchema = z.object({
  id: z.number().int(),
  /** The advertiser (member id) whose campaign it is. */
  advertiser_user_id: z.number().int(),
  script_id: z.number().int(),
  name: z.string(),
  /** The most one revenue report may credit. */
  max_per_report: MoneySchema,
  /** The most one device may earn from this campaign in a platform day. */
  daily_cap_per_device: MoneySchema,
  ...moneyFields('budget', 'spent', 'remaining'),
  created_at: UnixTimeSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CreateCampaignSchema = z
  .object({
    script_id: IdSchema,
    name: z.string().trim().min(2, 'required').max(100, 'too_long'),
    max_per_report: AmountSchema,
    daily_cap_per_device: AmountSchema,
  })
  .strict();

/**
 * A revenue amount as the plugin sends it: digits with at most two decimals, a sign allowed so that
 * zero or a negative amount is refused with its business key (`revenue_amount_invalid`).
 */
export const ReportedAmountSchema = z
  .string()
  .trim()
  .regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'invalid_amount');

/** A client-made report id: 1-64 url-safe characters, unique per device. */
export const ReportIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'invalid_value');

/** What the script plugin reports, signed with its device secret. */
export const RevenueReportSchema = z
  .object({
    report_id: ReportIdSchema,
    campaign_id: IdSchema,
    amount: ReportedAmountSchema,
    /** When the revenue happened on the device (unix seconds). */
    occurred_at: UnixTimeSchema.min(0).max(4_102_444_800),
  })
  .strict();
export type RevenueReport = z.infer<typeof RevenueReportSchema>;

/** The answer to an accepted report; a replay of the same report id answers the same, `replayed` true. */
export const RevenueAcceptedSchema = z.object({
  report_id: z.string(),
  amount: MoneySchema,
  status: z.literal('held'),
  /** When the income becomes withdrawable (unix seconds). */
  available_at: UnixTimeSchema,
  replayed: z.boolean(),
});

/** Script revenue of one device on one platform day. */
export const RevenueDaySchema = z.object({
  device_id: z.number().int(),
  device_code: z.string(),
  /** The platform day, `YYYY-MM-DD`. */
  day: z.string(),
  reports: z.number().int(),
  /** `held`: still held (not yet withdrawable). */
  ...moneyFields('total', 'held', 'available'),
});
export type RevenueDay = z.infer<typeof RevenueDaySchema>;

export const RevenueTotalsSchema = z.object({
  ...moneyFields('today', 'held', 'available', 'total'),
  /** When the next held revenue becomes withdrawable (unix seconds), 0 when none is held. */
  next_available_at: UnixTimeSchema,
});
export type RevenueTotals = z.infer<typeof RevenueTotalsSchema>;

/** Filters of the campaign list: an advertiser sees its own only, an admin every one (or one advertiser's). */
export const CampaignsQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
  advertiser_id: IdSchema.optional(),
  script_id: IdSchema.optional(),
}).strict();

export const AdvertisersQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
}).strict();

/** A campaign's revenue on one platform day: reports, devices and amount paid. */
export const CampaignDaySchema = z.object({
  day: z.string(),
  ...countFields('reports', 'devices'),
  amount: MoneySchema,
});

/** A campaign with its revenue of the last 30 platform days (oldest first) and all-time counts. */
export const CampaignDetailSchema = CampaignSchema.extend({
  days: z.array(CampaignDaySchema),
  ...countFields('reports', 'devices'),
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

/** One accepted revenue report of a campaign. */
export const CampaignReportSchema = z.object({
  id: z.number().int(),
  device_code: z.string(),
  report_id: z.string(),
  user_id: z.number().int(),
  amount: MoneySchema,
  day: z.string(),
  occurred_at: UnixTimeSchema,
  available_at: UnixTimeSchema,
  created_at: UnixTimeSchema,
});
export type CampaignReport = z.infer<typeof CampaignReportSchema>;

export const CampaignReportsQuerySchema = PageQuerySchema.extend({
  campaign_id: IdSchema,
  device_code: z.string().trim().max(64).optional(),
}).strict();
