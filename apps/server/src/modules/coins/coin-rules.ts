/** Pure rules of coin prices: exact decimal ↔ minor units, chart downsampling and period figures. */

/** A stored price point: unix seconds and integer minor units of the coin's scale. */
export interface MinorPoint {
  at: number;
  minor: bigint;
}

/** A decimal string in minor units of `scale` decimals; null when it has more decimals than that. */
export function toMinor(price: string, scale: number): bigint | null {
  const [whole, fraction = ''] = price.split('.');
  if (fraction.length > scale) return null;
  return BigInt(whole! + fraction.padEnd(scale, '0'));
}

/** Minor units as an exact decimal string with `scale` decimals (sign kept). */
export function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * At most `max` points for a chart: every point when there are no more than `max`, otherwise
 * `max` points evenly spaced by position, always the first and the last.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  if (max <= 1) return points.length ? [points[points.length - 1]!] : [];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** Figures of a period in minor units, from every point in it (oldest first). */
export interface PeriodFigures {
  open: bigint;
  last: bigint;
  high: bigint;
  low: bigint;
  /** last - open. */
  change: bigint;
  /** (last - open) / open in hundredths of a percent, rounded half away from zero. */
  changeBasisPoints: bigint;
}

/** Open is the first point of the period, last the latest; null for a period without points. */
export function periodFigures(points: readonly MinorPoint[]): PeriodFigures | null {
  if (points.length === 0) return null;
  const open = points[0]!.minor;
  const last = points[points.length - 1]!.minor;
  let high = open;
  let low = open;
  for (const p of points) {
    if (p.minor > high) high = p.minor;
    if (p.minor < low) low = p.minor;
  }
  const change = last - open;
  return { open, last, high, low, change, changeBasisPoints: roundedRatio(change * 10_000n, open) };
}

/** n / d rounded half away from zero (d > 0). */
function roundedRatio(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** Hundredths of a percent as a percent string with two decimals ("-3.25"). */
export const percentText = (basisPoints: bigint): string => fromMinor(basisPoints, 2);
