import type {
  BatchCode,
  CodeBatch,
  ConsoleScript,
  DeviceOffer,
  MemberFreeze,
} from '@cloudmall/contract/devices';
import { type Language, localized } from '@cloudmall/contract';
import type { CodeRow, OfferRow } from './codes.repository.ts';
import type { BatchRow } from './console.repository.ts';
import { maskedCode } from './device-codes.ts';
import type { ScriptRow } from './devices.repository.ts';
import { planTitle } from './devices.mapper.ts';

/** A goods as the shop sells it: title and price (`0.00`). */
export type GoodsCard = { id: number; title: string; price: string };

export const scriptName = (script: ScriptRow, language: Language) =>
  localized(script.name, script.translations, language, 'name');

export const toCodeBatch = (
  row: { batch: BatchRow; used: number; unused: number; expired: number },
  script: ScriptRow | undefined,
  language: Language,
): CodeBatch => ({
  id: row.batch.id,
  kind: row.batch.kind as CodeBatch['kind'],
  script_id: row.batch.scriptId,
  title: script ? scriptName(script, language) : planTitle(row.batch.days, language),
  days: row.batch.days,
  count: row.batch.count,
  used: row.used,
  unused: row.unused,
  expired: row.expired,
  note: row.batch.note,
  created_by: row.batch.createdBy,
  created_at: row.batch.createdAt.toISOString(),
});

/** A batch code is only a hash: the console sees its last four characters. */
export const toBatchCode = (row: CodeRow, now: Date): BatchCode => ({
  id: row.id,
  code: maskedCode(row.last4),
  state: (row.state === 'unused' && row.expiresAt <= now
    ? 'expired'
    : row.state) as BatchCode['state'],
  user_id: row.userId,
  device_id: row.deviceId,
  bound_at: row.boundAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
});

export const toOffer = (
  offer: OfferRow,
  script: ScriptRow | null | undefined,
  goods: GoodsCard | undefined,
  language: Language,
): DeviceOffer => ({
  id: offer.id,
  goods_id: offer.goodsId,
  sku_id: offer.skuId,
  kind: offer.kind as DeviceOffer['kind'],
  days: offer.days,
  script_id: offer.scriptId,
  script_name: script ? scriptName(script, language) : null,
  goods_title: goods?.title ?? null,
  price: goods?.price ?? null,
});

export const toConsoleScript = (
  script: ScriptRow,
  extra: { offers: DeviceOffer[]; devices: number },
  language: Language,
): ConsoleScript => ({
  id: script.id,
  name: scriptName(script, language),
  names: {
    en: script.name,
    'zh-Hant': script.translations['zh-Hant']?.name ?? script.name,
    tr: script.translations.tr?.name ?? script.name,
    id: script.translations.id?.name ?? script.name,
  },
  goods_id: script.goodsId,
  enabled: script.enabled,
  offers: extra.offers,
  devices: extra.devices,
  created_at: script.createdAt.toISOString(),
  updated_at: script.updatedAt.toISOString(),
});

export const toMemberFreeze = (row: {
  userId: number;
  by: number;
  reason: string;
  createdAt: Date;
}): MemberFreeze => ({
  user_id: row.userId,
  by: row.by,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});
