import { formatMinor } from '@cloudmall/contract';
import { toMinor } from '../../lib/money';

/** A price less a discount in basis points, rounded as checkout rounds it (the discount down). */
export function discounted(price: string, bps: number): string {
  const minor = toMinor(price);
  return formatMinor(minor - (minor * BigInt(Math.max(0, bps))) / 10_000n);
}

/** A discount in basis points as a percent for people: 1000 → "10", 250 → "2.5". */
export const percentOf = (bps: number): string => String(bps / 100);

/** How far the spend is toward a threshold, 0-100 (100 when there is no threshold). */
export function progressOf(spend: string, threshold: string): number {
  const goal = toMinor(threshold);
  if (goal <= 0n) return 100;
  const done = toMinor(spend);
  return done >= goal ? 100 : Number((done * 100n) / goal);
}
