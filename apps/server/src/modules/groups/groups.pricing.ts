/** Group price of a SKU: its price × percent / 100, rounded half up to the cent (minor units). */
export const groupPriceMinor = (priceMinor: bigint, percent: number): bigint =>
  (priceMinor * BigInt(percent) + 50n) / 100n;

/** group_no: UTC YmdHis + 8 random digits (protocol §4.5). */
export function newGroupNo(now: Date, random: () => number = Math.random): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
  return stamp + digits;
}
