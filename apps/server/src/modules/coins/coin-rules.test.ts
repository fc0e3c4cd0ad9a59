import { describe, expect, it } from 'vitest';
import { downsample, fromMinor, percentText, periodFigures, toMinor } from './coin-rules.ts';

const series = (...prices: number[]) =>
  prices.map((p, i) => ({ at: 1000 + i * 3600, minor: BigInt(p) }));

describe('prices are exact decimals in minor units of the coin scale', () => {
  it('reads a decimal into minor units and writes it back unchanged', () => {
    expect(toMinor('1.2345', 4)).toBe(12345n);
    expect(toMinor('12', 4)).toBe(120000n);
    expect(toMinor('0.5', 2)).toBe(50n);
    expect(fromMinor(12345n, 4)).toBe('1.2345');
    expect(fromMinor(5n, 4)).toBe('0.0005');
    expect(fromMinor(-120n, 2)).toBe('-1.20');
    expect(fromMinor(7n, 0)).toBe('7');
  });
  it('refuses a price with more decimals than the coin scale (no silent rounding)', () => {
    expect(toMinor('1.23456', 4)).toBeNull();
  });
});

describe('a chart carries at most the allowed number of points', () => {
  it('keeps every point of a short history', () => {
    expect(downsample([1, 2, 3], 200)).toEqual([1, 2, 3]);
  });
  it('keeps exactly max points of a long history, evenly spaced, first and last included', () => {
    const hourly30Days = Array.from({ length: 720 }, (_, i) => i);
    const kept = downsample(hourly30Days, 200);
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe(0);
    expect(kept[199]).toBe(719);
    for (let i = 1; i < kept.length; i++) expect(kept[i]!).toBeGreaterThan(kept[i - 1]!);
    const gaps = kept.slice(1).map((v, i) => v - kept[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });
});

describe('period figures come from every point in the period', () => {
  it('open is the first point, last the latest, high and low the extremes, change last - open', () => {
    const f = periodFigures(series(100, 180, 40, 120))!;
    expect(f).toMatchObject({ open: 100n, last: 120n, high: 180n, low: 40n, change: 20n });
    expect(percentText(f.changeBasisPoints)).toBe('20.00');
  });
  it('a fall gives a negative change, the percent rounded half away from zero', () => {
    const f = periodFigures(series(30000, 29000))!;
    expect(f.change).toBe(-1000n);
    expect(percentText(f.changeBasisPoints)).toBe('-3.33');
    expect(percentText(periodFigures(series(80000, 80001))!.changeBasisPoints)).toBe('0.00');
    expect(percentText(periodFigures(series(8, 9))!.changeBasisPoints)).toBe('12.50');
  });
  it('a period without points has no figures', () => {
    expect(periodFigures([])).toBeNull();
  });
});
