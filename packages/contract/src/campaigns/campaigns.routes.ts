import { z } from 'zod';
import { AmountSchema, IdempotencyKeySchema } from '../shared/amount.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema, PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import {
  AdvertiserSchema,
  AdvertisersQuerySchema,
  CampaignDetailSchema,
  CampaignReportSchema,
  CampaignReportsQuerySchema,
  CampaignSchema,
  CampaignsQuerySchema,
  CreateCampaignSchema,
  RevenueAcceptedSchema,
  RevenueDaySchema,
  RevenueReportSchema,
  RevenueTotalsSchema,
} from './campaigns.schemas.ts';
import { CONSOLE_ADMINS, CONSOLE_ADVERTISERS, CONSOLE_CAMPAIGN_DESK } from '../access/roles.ts';
import { EmptyLooseInputSchema, IdInputSchema } from '../shared/route-inputs.ts';

/** What the script plugin calls, signed with its device secret (key id = device code). */
export const pluginRevenueRoutes = {
  report: defineRoute({
    method: 'POST',
    path: '/plugin/revenue',
    auth: 'signed',
    signedBy: 'device',
    input: RevenueReportSchema,
    output: RevenueAcceptedSchema,
    errors: [
      'device_frozen',
      'script_device_expired',
      'script_not_activated',
      'revenue_amount_invalid',
      'revenue_over_max',
      'revenue_daily_cap_reached',
      'campaign_budget_exhausted',
    ],
    summary:
      'The plugin reports script revenue; credited once per (device, report id) as held income from the campaign budget.',
  }),
} as const;

/** A member's script revenue (`/pages/user/signin/log`). */
export const scriptRevenueRoutes = {
  days: defineRoute({
    method: 'GET',
    path: '/wanlshop/script/revenue',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(RevenueDaySchema),
    errors: [],
    summary: "The member's script revenue per device and day, newest day first: held vs available.",
  }),
  totals: defineRoute({
    method: 'GET',
    path: '/wanlshop/script/revenue_totals',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: RevenueTotalsSchema,
    errors: [],
    summary: "The member's script revenue today, held, available and all time.",
  }),
} as const;

const FreezeSchema = z
  .object({
    target: z.enum(['member', 'device'], { error: 'invalid_value' }),
    user_id: IdSchema.optional(),
    device_code: z.string().trim().min(1).max(64).optional(),
    frozen: z.boolean(),
    reason: z.string().trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict()
  .refine((input) => (input.target === 'member' ? !!input.user_id : !!input.device_code), {
    message: 'required',
    path: ['target'],
  });

/** An advertiser's campaigns (the advertiser console role). */
export const campaignRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/console/campaigns/create',
    ...CONSOLE_ADVERTISERS,
    input: CreateCampaignSchema,
    output: CampaignSchema,
    errors: ['not_advertiser', 'script_disabled'],
    summary: 'An advertiser creates a campaign paying revenue of one script, with caps.',
  }),
  fund: defineRoute({
    method: 'POST',
    path: '/console/campaigns/fund',
    ...CONSOLE_ADVERTISERS,
    input: z
      .object({
        campaign_id: IdSchema,
        amount: AmountSchema,
        idempotency_key: IdempotencyKeySchema,
      })
      .strict(),
    output: CampaignSchema,
    errors: ['not_advertiser', 'insufficient_balance'],
    summary: "Moves money from the advertiser's balance to a campaign budget, once per key.",
  }),
  list: defineRoute({
    method: 'GET',
    path: '/console/campaigns/list',
    ...CONSOLE_CAMPAIGN_DESK,
    input: CampaignsQuerySchema,
    output: pageSchema(CampaignSchema),
    errors: ['not_advertiser'],
    summary:
      "Campaigns with budget, spent and remaining, newest first: an advertiser's own, an admin's all.",
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/console/campaigns/detail',
    ...CONSOLE_CAMPAIGN_DESK,
    input: IdInputSchema,
    output: CampaignDetailSchema,
    errors: [],
    summary: "A campaign with its revenue per day (30 days); another advertiser's is not found.",
  }),
  reports: defineRoute({
    method: 'GET',
    path: '/console/campaigns/reports',
    ...CONSOLE_CAMPAIGN_DESK,
    input: CampaignReportsQuerySchema,
    output: pageSchema(CampaignReportSchema),
    errors: [],
    summary: "A campaign's accepted revenue reports, newest first; filter device code.",
  }),
  freeze: defineRoute({
    method: 'POST',
    path: '/console/campaigns/freeze',
    ...CONSOLE_CAMPAIGN_DESK,
    input: FreezeSchema,
    output: z.object({ frozen: z.boolean() }),
    errors: ['not_advertiser'],
    summary:
      'An advertiser freezes or unfreezes a member or device running its campaigns (an admin: any); audited.',
  }),
} as const;

/** Admin console: who is an advertiser. */
export const campaignConsoleRoutes = {
  addAdvertiser: defineRoute({
    method: 'POST',
    path: '/console/campaigns/advertisers',
    ...CONSOLE_ADMINS,
    input: z
      .object({ user_id: IdSchema, name: z.string().trim().min(2, 'required').max(100) })
      .strict(),
    output: AdvertiserSchema,
    errors: [],
    summary: 'Makes a member an advertiser (again: renames); audited.',
  }),
  advertisers: defineRoute({
    method: 'GET',
    path: '/console/campaigns/advertisers',
    ...CONSOLE_ADMINS,
    input: AdvertisersQuerySchema,
    output: pageSchema(AdvertiserSchema),
    errors: [],
    summary: 'Advertisers, newest first.',
  }),
} as const;
