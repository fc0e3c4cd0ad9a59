import { formatMinor, type Language } from '@cloudmall/contract';

/** A text in each of the app's languages. */
export type Text4 = Record<Language, string>;

/** Values a stored message is rendered with; `{name:money}` reads the value as minor units. */
export type MessageParams = Record<string, string | number>;

/** The currency sign money carries in server-made text (the web's CURRENCY_SIGN, spec §9). */
export const CURRENCY_SIGN = '¥';

/** Minor units with the currency sign: 1250 → "¥12.50", -300 → "-¥3.00". */
export function formatMoney(minor: bigint | number | string): string {
  const value = BigInt(minor);
  const text = formatMinor(value < 0n ? -value : value);
  return `${value < 0n ? '-' : ''}${CURRENCY_SIGN}${text}`;
}

/** Fills `{name}` and `{name:money}` placeholders; a missing value renders as an empty string. */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)(?::(money))?\}/g, (_, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined || value === '') return '';
    if (format === 'money') {
      try {
        return formatMoney(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  });
}
