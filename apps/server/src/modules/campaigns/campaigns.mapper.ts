import type { Advertiser, Campaign, RevenueDay } from '@cloudmall/contract/campaigns';
import { formatMinor } from '@cloudmall/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { CampaignRow } from './campaigns.repository.ts';

export const toAdvertiser = (row: {
  userId: number;
  username: string;
  name: string;
  createdAt: Date;
}): Advertiser => ({
  user_id: row.userId,
  username: row.username,
  name: row.name,
  created_at: unixSeconds(row.createdAt),
});

export const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  advertiser_user_id: row.advertiserUserId,
  script_id: row.scriptId,
  name: row.name,
  max_per_report: formatMinor(row.maxPerReportMinor),
  daily_cap_per_device: formatMinor(row.dailyCapMinor),
  budget: formatMinor(row.budgetMinor),
  spent: formatMinor(row.spentMinor),
  remaining: formatMinor(row.budgetMinor - row.spentMinor),
  created_at: unixSeconds(row.createdAt),
});

export const toRevenueDay = (row: {
  deviceId: number;
  deviceCode: string;
  day: string;
  reports: number;
  totalMinor: bigint;
  heldMinor: bigint;
}): RevenueDay => ({
  device_id: row.deviceId,
  device_code: row.deviceCode,
  day: row.day,
  reports: row.reports,
  total: formatMinor(row.totalMinor),
  held: formatMinor(row.heldMinor),
  available: formatMinor(row.totalMinor - row.heldMinor),
});
