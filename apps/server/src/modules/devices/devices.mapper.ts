import type {
  ActivationCode,
  Device,
  DeviceScript,
  DeviceState,
} from '@cloudmall/contract/devices';
import { type Language, localized } from '@cloudmall/contract';
import type { CodeRow } from './codes.repository.ts';
import { groupCode, maskedCode } from './device-codes.ts';
import type { DeviceProvider } from './device-provider.ts';
import type { DeviceRow, ScriptRow } from './devices.repository.ts';
import { deviceNameIn } from './new-device.ts';

const DAY_MS = 86_400_000;
/** A plugin not heard from for this long reads offline. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** The state members read: past its expiry a device is expired even before the job marks it. */
export const effectiveState = (row: DeviceRow, now: Date): DeviceState =>
  row.expiresAt <= now ? 'expired' : (row.state as DeviceState);

/** A provider's name in `language`; an unknown key reads as itself. */
export const providerNameOf = (
  providers: DeviceProvider[],
  key: string,
  language: Language,
): string => providers.find((p) => p.key === key)?.name[language] ?? key;

/** Row → the device as lists show it (no plugin secret); names the server made read in `language`. */
export function toDevice(
  row: DeviceRow,
  context: {
    now: Date;
    providers: DeviceProvider[];
    language: Language;
    preview?: string | null;
  },
): Device {
  const { now, language } = context;
  const left = row.expiresAt.getTime() - now.getTime();
  return {
    id: row.id,
    name: deviceNameIn(row, language),
    device_code: row.deviceCode,
    state: effectiveState(row, now),
    expires_at: row.expiresAt.toISOString(),
    days_left: left > 0 ? Math.ceil(left / DAY_MS) : 0,
    free: row.free,
    provider: row.provider,
    provider_name: providerNameOf(context.providers, row.provider, language),
    online:
      row.online &&
      row.lastSeenAt !== null &&
      now.getTime() - row.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    frozen: row.frozenAt !== null,
    bound_codes: row.boundCodes,
    preview: context.preview ?? null,
  };
}

export function toDeviceScript(
  row: { enabled: boolean; enabledAt: Date | null },
  script: ScriptRow,
  language: Language,
): DeviceScript {
  return {
    script_id: script.id,
    name: localized(script.name, script.translations, language, 'name'),
    goods_id: script.goodsId,
    enabled: row.enabled,
    enabled_at: row.enabledAt?.toISOString() ?? null,
  };
}

const PLAN_TITLE: Record<Language, (days: number) => string> = {
  en: (days) => `Cloud phone · ${days} days`,
  'zh-Hant': (days) => `雲手機 · ${days} 天`,
  tr: (days) => `Bulut telefon · ${days} gün`,
  id: (days) => `Ponsel awan · ${days} hari`,
};

/** The title of a cloud-phone plan of `days` days in `language`. */
export const planTitle = (days: number, language: Language): string => PLAN_TITLE[language](days);

/** Row → an activation code as `/pages/mycode` shows it; a code kept only as a hash shows its last 4. */
export function toActivationCode(
  row: CodeRow,
  context: {
    now: Date;
    language: Language;
    script?: ScriptRow;
    deviceName?: string | null;
  },
): ActivationCode {
  const state = row.state === 'unused' && row.expiresAt <= context.now ? 'expired' : row.state;
  const title =
    row.kind === 'script' && context.script
      ? localized(context.script.name, context.script.translations, context.language, 'name')
      : PLAN_TITLE[context.language](row.days);
  return {
    id: row.id,
    code: row.code ? groupCode(row.code) : maskedCode(row.last4),
    kind: row.kind as ActivationCode['kind'],
    title,
    script_id: row.scriptId,
    days: row.days,
    state: state as ActivationCode['state'],
    source: row.source as ActivationCode['source'],
    order_id: row.orderId,
    expires_at: row.expiresAt.toISOString(),
    device_id: row.deviceId,
    device_name: context.deviceName ?? null,
    bound_at: row.boundAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
