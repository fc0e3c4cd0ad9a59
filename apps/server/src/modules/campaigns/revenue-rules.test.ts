import { describe, expect, it } from 'vitest';
import { platformDay, refusalOf, reportedMinor } from './revenue-rules.ts';

const device = { frozen: false, expired: false, enabledScriptIds: [7] };
const campaign = { scriptId: 7, maxPerReportMinor: 100n };

describe('revenue rules', () => {
  it('counts the day in the platform time zone, not UTC', () => {
    const at = new Date('2026-03-01T17:30:00Z');
    expect(platformDay(at, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(platformDay(at, 'UTC')).toBe('2026-03-01');
  });

  it('reads reported amounts exactly, sign included', () => {
    expect(reportedMinor('0.5')).toBe(50n);
    expect(reportedMinor('12.34')).toBe(1234n);
    expect(reportedMinor('-1')).toBe(-100n);
    expect(reportedMinor('0')).toBe(0n);
  });

  it('refuses frozen, expired, not enabled, non-positive and over-max reports in that order', () => {
    expect(refusalOf({ ...device, frozen: true, expired: true }, campaign, 50n)).toBe(
      'device_frozen',
    );
    expect(refusalOf({ ...device, expired: true }, campaign, 50n)).toBe('script_device_expired');
    expect(refusalOf({ ...device, enabledScriptIds: [8] }, campaign, 50n)).toBe(
      'script_not_activated',
    );
    expect(refusalOf(device, campaign, 0n)).toBe('revenue_amount_invalid');
    expect(refusalOf(device, campaign, 101n)).toBe('revenue_over_max');
    expect(refusalOf(device, campaign, 100n)).toBeNull();
  });
});
