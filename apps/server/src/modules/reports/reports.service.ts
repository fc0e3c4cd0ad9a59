import { formatMinor } from '@cloudmall/contract';
import type { DailyReportRow } from '@cloudmall/contract/reports';
import type { DayFigure, ReportSources } from './ports.ts';

const DAY_MS = 86_400_000;
const ZERO: DayFigure = { count: 0, minor: 0n };

/** The days from `from` to `to` (both `YYYY-MM-DD`, included). */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Platform reports assembled from each module's own figures (no table of another module is read). */
export function createReportsService(sources: ReportSources) {
  return {
    /** Every day of the range with paid sales, new members, deposits credited and withdrawals paid; empty days are zeros. */
    async daily(from: string, to: string): Promise<{ days: DailyReportRow[] }> {
      const days = daysBetween(from, to);
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
      const [sales, members, money] = await Promise.all([
        sources.sales(start, end),
        sources.newMembers(start, end),
        sources.money(start, end),
      ]);
      return {
        days: days.map((day) => {
          const sold = sales.get(day) ?? ZERO;
          const deposited = money.deposits.get(day) ?? ZERO;
          const withdrawn = money.withdrawals.get(day) ?? ZERO;
          return {
            day,
            orders: sold.count,
            sales: formatMinor(sold.minor),
            new_members: members.get(day) ?? 0,
            deposits: formatMinor(deposited.minor),
            deposit_count: deposited.count,
            withdrawals: formatMinor(withdrawn.minor),
            withdrawal_count: withdrawn.count,
          };
        }),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
