import { formatMinor } from '@cloudmall/contract';
import type { DistributorApplication, WaterCard, WaterCardFace } from '@cloudmall/contract/vip';
import type { MemberCard } from '../identity/index.ts';
import type { ApplicationRow } from './distributors.repository.ts';
import type { CardRow, FaceRow } from './water-cards.repository.ts';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export const toApplication = (row: ApplicationRow, username: string): DistributorApplication => ({
  id: row.id,
  user_id: row.userId,
  username,
  name: row.name,
  contact: row.contact,
  region: row.region,
  reason: row.reason,
  state: row.state as DistributorApplication['state'],
  refuse_reason: row.refuseReason,
  created_at: unix(row.createdAt),
  decided_at: unix(row.decidedAt),
});

export const toFace = (row: FaceRow): WaterCardFace => ({
  id: row.id,
  value: formatMinor(row.valueMinor),
  enabled: row.enabled,
});

/** `ABCD-EFGH-JKLM-NPQR` for its buyer; `ABCD-••••-••••-NPQR` for anyone else. */
export const shownCode = (code: string, full: boolean): string => {
  const groups = code.match(/.{1,4}/g) ?? [];
  return (
    full ? groups : groups.map((g, i) => (i === 0 || i === groups.length - 1 ? g : '••••'))
  ).join('-');
};

export const toCard = (
  row: CardRow,
  names: Map<number, MemberCard>,
  fullCode: boolean,
): WaterCard => ({
  id: row.id,
  code: shownCode(row.code, fullCode),
  value: formatMinor(row.valueMinor),
  state: row.state as WaterCard['state'],
  distributor_user_id: row.distributorUserId,
  distributor_username: names.get(row.distributorUserId)?.username ?? '',
  redeemed_by_user_id: row.redeemedByUserId ?? 0,
  redeemed_by_username: row.redeemedByUserId
    ? (names.get(row.redeemedByUserId)?.username ?? '')
    : '',
  created_at: unix(row.createdAt),
  redeemed_at: unix(row.redeemedAt),
});
