import type { CampaignsDeps } from './ports.ts';
import { formatMinor } from '@cloudmall/contract';
import { unixSeconds } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { campaignReportsRepository } from './campaign-reports.repository.ts';
import { toCampaign } from './campaigns.mapper.ts';
import { type CampaignRow, campaignsRepository } from './campaigns.repository.ts';
import { platformDay } from './revenue-rules.ts';

const DAY_MS = 86_400_000;

/** Who calls a campaign route: an admin sees every campaign, an advertiser its own only. */
export type CampaignActor = { userId: number; admin: boolean };

export type CampaignReadsService = ReturnType<typeof createCampaignReadsService>;

/** What the console reads of campaigns: lists, one campaign's revenue per day, its reports. */
export function createCampaignReadsService(deps: Pick<CampaignsDeps, 'db' | 'clock' | 'settings'>) {
  const { db, clock, settings } = deps;

  /** A campaign the actor may read (the route checked the role); another advertiser's is not found. */
  async function readable(actor: CampaignActor, id: number): Promise<CampaignRow> {
    const row = await campaignsRepository.campaign(db, id);
    if (!row || (!actor.admin && row.advertiserUserId !== actor.userId)) throw notFound();
    return row;
  }

  return {
    readable,

    /** Campaigns, newest first: an advertiser's own only (its filter ignored), an admin's all or one advertiser's. */
    async list(
      actor: CampaignActor,
      query: PageQuery & { keyword?: string; advertiser_id?: number; script_id?: number },
    ) {
      const { rows, total } = await campaignsRepository.campaignPage(
        db,
        {
          advertiserUserId: actor.admin ? query.advertiser_id : actor.userId,
          scriptId: query.script_id,
          keyword: query.keyword || undefined,
        },
        query.list_rows,
        offsetOf(query),
      );
      return toPage(rows.map(toCampaign), total, query);
    },

    /** A readable campaign with its revenue on each of the last 30 platform days (zero days included). */
    async detail(actor: CampaignActor, id: number) {
      const row = await readable(actor, id);
      const { timeZone } = await settings.get('campaigns.revenue');
      const now = clock.now().getTime();
      const days = Array.from({ length: 30 }, (_, i) =>
        platformDay(new Date(now - (29 - i) * DAY_MS), timeZone),
      );
      const [earned, counts] = await Promise.all([
        campaignReportsRepository.days(db, row.id, days[0]!),
        campaignReportsRepository.counts(db, row.id),
      ]);
      const byDay = new Map(earned.map((d) => [d.day, d]));
      return {
        ...toCampaign(row),
        ...counts,
        days: days.map((day) => {
          const found = byDay.get(day);
          return {
            day,
            reports: found?.reports ?? 0,
            devices: found?.devices ?? 0,
            amount: formatMinor(BigInt(found?.amountMinor ?? '0')),
          };
        }),
      };
    },

    /** A readable campaign's accepted reports, newest first. */
    async reports(
      actor: CampaignActor,
      query: PageQuery & { campaign_id: number; device_code?: string },
    ) {
      const row = await readable(actor, query.campaign_id);
      const { rows, total } = await campaignReportsRepository.page(
        db,
        { campaignId: row.id, deviceCode: query.device_code || undefined },
        query.list_rows,
        offsetOf(query),
      );
      return toPage(
        rows.map((report) => ({
          id: report.id,
          device_code: report.deviceCode,
          report_id: report.reportId,
          user_id: report.userId,
          amount: formatMinor(report.amountMinor),
          day: report.day,
          occurred_at: unixSeconds(report.occurredAt),
          available_at: unixSeconds(report.availableAt),
          created_at: unixSeconds(report.createdAt),
        })),
        total,
        query,
      );
    },
  };
}
