import { describe, expect, it } from 'vitest';
import { createReportsService, daysBetween } from './reports.service.ts';

describe('the daily report', () => {
  it('lists every day of the range across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('puts each module’s figures on their day and zeros on empty days, asking for [from, to + 1 day)', async () => {
    const asked: Array<[Date, Date]> = [];
    const reports = createReportsService({
      sales: async (from, to) => {
        asked.push([from, to]);
        return new Map([['2026-03-01', { count: 2, minor: 12_345n }]]);
      },
      newMembers: async () => new Map([['2026-02-28', 3]]),
      money: async () => ({
        deposits: new Map([['2026-03-01', { count: 1, minor: 5_000n }]]),
        withdrawals: new Map([['2026-02-28', { count: 1, minor: 10_000n }]]),
      }),
    });
    const { days } = await reports.daily('2026-02-28', '2026-03-01');
    expect(asked[0]!.map((d) => d.toISOString())).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(days).toEqual([
      {
        day: '2026-02-28',
        orders: 0,
        sales: '0.00',
        new_members: 3,
        deposits: '0.00',
        deposit_count: 0,
        withdrawals: '100.00',
        withdrawal_count: 1,
      },
      {
        day: '2026-03-01',
        orders: 2,
        sales: '123.45',
        new_members: 0,
        deposits: '50.00',
        deposit_count: 1,
        withdrawals: '0.00',
        withdrawal_count: 0,
      },
    ]);
  });
});
