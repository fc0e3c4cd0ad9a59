import { formatMinor, type Language, localized } from '@cloudmall/contract';
import type { VipLevel, VipLevelAdmin, VipStatus } from '@cloudmall/contract/vip';
import type { VipLevelRow } from './vip.repository.ts';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** A level as members read it, in their language. */
export const toVipLevel = (row: VipLevelRow, language: Language): VipLevel => ({
  level: row.level,
  name: localized(row.name, row.translations, language, 'name'),
  threshold: formatMinor(row.thresholdMinor),
  price: formatMinor(row.priceMinor),
  for_sale: row.priceMinor > 0n,
  discount_bps: row.discountBps,
  benefits: localized(row.benefits, row.translations, language, 'benefits'),
});

/** A level as the admin console edits it. */
export const toVipLevelAdmin = (row: VipLevelRow): VipLevelAdmin => ({
  id: row.id,
  level: row.level,
  name: row.name,
  benefits: row.benefits,
  translations: row.translations,
  threshold: formatMinor(row.thresholdMinor),
  price: formatMinor(row.priceMinor),
  discount_bps: row.discountBps,
  enabled: row.enabled,
  updated_at: unix(row.updatedAt),
});

/** The member's standing: the current level's name and discount, the next level reachable by spend. */
export function toVipStatus(
  level: number,
  spendMinor: bigint,
  rows: VipLevelRow[],
  language: Language,
): VipStatus {
  const current = rows.find((row) => row.level === level);
  const next = rows.find((row) => row.level > level && row.thresholdMinor > 0n);
  return {
    level,
    level_name: current ? localized(current.name, current.translations, language, 'name') : '',
    spend: formatMinor(spendMinor),
    discount_bps: current?.discountBps ?? 0,
    next: next
      ? {
          level: next.level,
          name: localized(next.name, next.translations, language, 'name'),
          threshold: formatMinor(next.thresholdMinor),
          remaining: formatMinor(
            next.thresholdMinor > spendMinor ? next.thresholdMinor - spendMinor : 0n,
          ),
        }
      : null,
    levels: rows.map((row) => toVipLevel(row, language)),
  };
}
