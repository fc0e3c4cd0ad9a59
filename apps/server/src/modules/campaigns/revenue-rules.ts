/** The platform day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function platformDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A reported amount ("0.50", "-1") in minor units; the schema has checked the shape. */
export function reportedMinor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [units = '0', cents = ''] = amount.replace('-', '').split('.');
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
  return negative ? -minor : minor;
}

export type RevenueRefusal =
  | 'device_frozen'
  | 'script_device_expired'
  | 'script_not_activated'
  | 'revenue_amount_invalid'
  | 'revenue_over_max';

/** Why a device's report may not be credited before any money is looked at; null when it may. */
export function refusalOf(
  device: { frozen: boolean; expired: boolean; enabledScriptIds: number[] },
  campaign: { scriptId: number; maxPerReportMinor: bigint },
  amountMinor: bigint,
): RevenueRefusal | null {
  if (device.frozen) return 'device_frozen';
  if (device.expired) return 'script_device_expired';
  if (!device.enabledScriptIds.includes(campaign.scriptId)) return 'script_not_activated';
  if (amountMinor <= 0n) return 'revenue_amount_invalid';
  if (amountMinor > campaign.maxPerReportMinor) return 'revenue_over_max';
  return null;
}
