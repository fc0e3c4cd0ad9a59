import { formatMinor } from '@cloudmall/contract';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The smallest number of points worth whole cents: 1000 points per unit → 10 points (1 cent). */
export function pointsStep(pointsPerUnit: number): number {
  if (!Number.isInteger(pointsPerUnit) || pointsPerUnit <= 0) return 1;
  const perUnit = BigInt(pointsPerUnit);
  return Number(perUnit / gcd(perUnit, 100n));
}

export type PointsCheck = { ok: true; points: number; amount: string } | { ok: false; key: string };

/**
 * Checks points typed by the member and prices them exactly: points × 100 / points_per_unit cents.
 * The server exchanges whole cents only, so the points must be a multiple of pointsStep.
 */
export function checkPointsExchange(
  value: string,
  pointsPerUnit: number,
  owned: number,
): PointsCheck {
  const text = value.trim();
  if (text === '') return { ok: false, key: 'errors:required' };
  if (!/^[1-9]\d{0,8}$/.test(text)) return { ok: false, key: 'errors:invalid_value' };
  const points = Number(text);
  if (points > owned) return { ok: false, key: 'errors:points_insufficient' };
  if (pointsPerUnit <= 0 || points % pointsStep(pointsPerUnit) !== 0)
    return { ok: false, key: 'wallet:points.errors.step' };
  return { ok: true, points, amount: formatMinor((BigInt(points) * 100n) / BigInt(pointsPerUnit)) };
}

/** The most points the member can exchange: what they own, down to the step. */
export function maxExchangeablePoints(owned: number, pointsPerUnit: number): number {
  const step = pointsStep(pointsPerUnit);
  return Math.max(0, owned - (owned % step));
}
