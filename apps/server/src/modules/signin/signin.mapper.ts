import type { SigninHistory, SigninRankRow } from '@cloudmall/contract/signin';
import type { SigninRow } from './signin.repository.ts';

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
