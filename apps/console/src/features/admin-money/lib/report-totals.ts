import type { DailyReportRow } from '@cloudmall/contract/reports';
import { minorOf } from '../../../lib/money';

/** Sums of a report's days; money in minor units (strings for `<Money>`), added as BigInt. */
export function reportTotals(days: DailyReportRow[]) {
  const sum = (pick: (day: DailyReportRow) => string) =>
    days.reduce((total, day) => total + BigInt(minorOf(pick(day))), 0n).toString();
  const count = (pick: (day: DailyReportRow) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  return {
    salesMinor: sum((d) => d.sales),
    depositsMinor: sum((d) => d.deposits),
    withdrawalsMinor: sum((d) => d.withdrawals),
    orders: count((d) => d.orders),
    newMembers: count((d) => d.new_members),
    depositCount: count((d) => d.deposit_count),
    withdrawalCount: count((d) => d.withdrawal_count),
  };
}
