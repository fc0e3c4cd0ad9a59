import type { SigninHistory, SigninRankRow, SigninStatus } from '@cloudmall/contract/signin';
import { unixSeconds } from '../../platform/clock.ts';
import type { SigninRow } from './signin.repository.ts';
import { pointsFor } from './signin-rules.ts';

/** A sign-in as the protocol lists it. */
const toEntry = (row: SigninRow) => ({ id: row.id, createtime: unixSeconds(row.createdAt) });

/**
 * The protocol's names of the status (the stock client's sign-in page): balance, today, streak,
 * today's row, the month's rows and the points of streak days 1..7 and beyond (`sn`).
 */
export function protocolStatus(
  base: { today: string; streak: number; score: number },
  todayRow: SigninRow | null,
  month: SigninRow[],
  table: readonly number[],
): Omit<
  SigninStatus,
  | keyof typeof base
  | 'time_zone'
  | 'signed_today'
  | 'cycle_day'
  | 'today_points'
  | 'strip'
  | 'total_points'
> {
  const signinscore: Record<string, number> = { sn: pointsFor(8, table) };
  for (let day = 1; day <= 7; day++) signinscore[`s${day}`] = pointsFor(day, table);
  return {
    user_score: base.score,
    date: base.today,
    successions: base.streak,
    signin: todayRow ? toEntry(todayRow) : null,
    list: month.map(toEntry),
    signinscore,
    isfillup: 0,
    fillupscore: 0,
  };
}

/** A month's sign-ins as the wire shows them. */
export const toHistory = (month: string, today: string, rows: SigninRow[]): SigninHistory => ({
  month,
  today,
  days: rows.map((r) => ({ day: r.day, streak: r.streak, points: r.points })),
});

/**
 * Ranked members: standard competition ranks (equal values share a rank); only nickname and avatar
 * of others leave the server, never a phone or username.
 */
export function toRankRows(
  top: { userId: number; value: number }[],
  briefs: Map<number, { nickname: string; avatar: string }>,
  viewerId: number,
): SigninRankRow[] {
  return top.map((row, i) => {
    const ahead = top.findIndex((other) => other.value === row.value);
    const brief = briefs.get(row.userId);
    return {
      rank: (ahead < 0 ? i : ahead) + 1,
      nickname: brief?.nickname ?? '',
      avatar: brief?.avatar ?? '',
      value: row.value,
      is_me: row.userId === viewerId,
    };
  });
}
