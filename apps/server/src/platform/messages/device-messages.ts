import type { Language } from '@cloudmall/contract';
import { interpolate, type Text4 } from './messages.ts';

/** Names the server gives cloud phones and their providers, in every language (web devices.json wording). */
export const DEVICE_MESSAGES = {
  'device.name': {
    en: 'Cloud phone {last4}',
    'zh-Hant': '雲手機 {last4}',
    tr: 'Bulut telefon {last4}',
    id: 'Ponsel awan {last4}',
  },
  'device.freeName': {
    en: 'Free cloud phone {last4}',
    'zh-Hant': '免費雲手機 {last4}',
    tr: 'Ücretsiz bulut telefon {last4}',
    id: 'Ponsel awan gratis {last4}',
  },
  'provider.database': {
    en: 'Database only (no real phone attached)',
    'zh-Hant': '僅資料庫（未連接實體手機）',
    tr: 'Yalnızca veritabanı (gerçek telefon bağlı değil)',
    id: 'Hanya basis data (tanpa ponsel sungguhan)',
  },
} satisfies Record<string, Text4>;

export type DeviceMessageKey = keyof typeof DEVICE_MESSAGES;

/** A device message in `language`. */
export const renderDeviceMessage = (
  key: DeviceMessageKey,
  params: Record<string, string>,
  language: Language,
): string => interpolate(DEVICE_MESSAGES[key][language], params);
