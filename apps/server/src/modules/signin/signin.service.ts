import type {
  SigninHistory,
  SigninRank,
  SigninResult,
  SigninStatus,
} from '@cloudmall/contract/signin';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SettingsService } from '../settings/index.ts';
import { member, platform, postLedger } from '../wallet/index.ts';
import type { ChangePort, SigninMembers, SigninPoints } from './ports.ts';
import { protocolStatus, toHistory, toRankRows } from './signin.mapper.ts';
import { signinRepository, type RankBy } from './signin.repository.ts';
import {
  addDays,
  alreadySigned,
  cycleDay,
  dayIn,
  liveStreak,
  monthOf,
  nextStreak,
  pointsFor,
  strip,
} from './signin-rules.ts';

const RANK_SIZE = 20;

export type SigninService = ReturnType<typeof createSigninService>;

export interface SigninDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: SigninMembers;
  points: SigninPoints;
  /** Pushes `wallet_changed` after a sign-in committed, so points shown elsewhere refresh. */
  changed: ChangePort;
}

export function createSigninService(deps: SigninDeps) {
  const { db, clock, settings } = deps;

  /** The member's zone: the device's (validated by the contract), else the `signin.timeZone` setting. */
  const zoneOf = async (tz?: string) => tz ?? (await settings.get('signin.timeZone'));

  return {
    /** Today in the member's zone: signed?, the live streak, the 6-day strip, total points, balance. */
    async status(userId: number, tz?: string): Promise<SigninStatus> {
      const zone = await zoneOf(tz);
      const today = dayIn(clock.now(), zone);
      const { first, last: monthEnd } = monthOf(today);
      const [table, last, total, score, month] = await Promise.all([
        settings.get('signin.points'),
        signinRepository.last(db, userId),
        signinRepository.totalPoints(db, userId),
        deps.points.scoreOf(userId),
        signinRepository.inRange(db, userId, first, monthEnd),
      ]);
      const current = strip(last, today, table);
      const todayRow = current.days[current.cycleDay - 1]!;
      const streak = liveStreak(last, today);
      return {
        today,
        time_zone: zone,
        signed_today: current.signedToday,
        streak,
        cycle_day: current.cycleDay,
        today_points: current.signedToday && last ? last.points : todayRow.points,
        strip: current.days,
        total_points: total,
        score,
        ...protocolStatus(
          { today, streak, score },
          current.signedToday ? last : null,
          month,
          table,
        ),
      };
    },

    /**
     * Signs in once per day of the member's zone: the streak continues from yesterday or restarts
     * at 1; the cycle day's points go to `score` from `points_issuance` (key `signin:<user>:<day>`).
     */
    async sign(userId: number, tz?: string): Promise<SigninResult> {
      const zone = await zoneOf(tz);
      const table = await settings.get('signin.points');
      const result = await inTransaction(db, async (trx) => {
        await signinRepository.lockMember(trx, userId);
        const today = dayIn(clock.now(), zone);
        const last = await signinRepository.last(trx, userId);
        if (alreadySigned(last, today)) throw new AppError('signin_already_today');
        const streak = nextStreak(last, today);
        const points = pointsFor(streak, table);
        const row = await signinRepository.insert(trx, {
          userId,
          day: today,
          streak,
          points,
          timeZone: zone,
          createdAt: clock.now(),
        });
        if (!row) throw new AppError('signin_already_today');
        const posted = await postLedger(trx, {
          reason: 'signin',
          reference: String(row.id),
          memo: `sign-in day ${streak}`,
          idempotencyKey: `signin:${userId}:${today}`,
          legs: [
            { account: platform('points_issuance'), amountMinor: -BigInt(points) },
            { account: member(userId, 'score'), amountMinor: BigInt(points) },
          ],
        });
        const score = posted.balances.get(`${userId}:score`);
        return { day: today, streak, points, score };
      });
      deps.changed(userId, { type: 'wallet_changed' });
      return {
        day: result.day,
        streak: result.streak,
        cycle_day: cycleDay(result.streak, table.length),
        points: result.points,
        score:
          result.score === undefined ? await deps.points.scoreOf(userId) : Number(result.score),
      };
    },

    /** The days the member signed in one month of their zone (the current month by default). */
    async history(userId: number, input: { month?: string; tz?: string }): Promise<SigninHistory> {
      const today = dayIn(clock.now(), await zoneOf(input.tz));
      const { month, first, last } = monthOf(input.month ? `${input.month}-01` : today);
      return toHistory(month, today, await signinRepository.inRange(db, userId, first, last));
    },

    /**
     * Top members of the platform zone's calendar: by live streak (signed yesterday or today) or by
     * points gained this month; nickname and avatar only; and the member's own place.
     */
    async rank(userId: number, by: RankBy): Promise<SigninRank> {
      const today = dayIn(clock.now(), await settings.get('signin.timeZone'));
      const { month, first, last } = monthOf(today);
      const range =
        by === 'streak' ? { from: addDays(today, -1), to: today } : { from: first, to: last };
      const [top, place] = await Promise.all([
        signinRepository.top(db, by, range, RANK_SIZE),
        signinRepository.placeOf(db, by, range, userId),
      ]);
      const briefs = await deps.members.briefs(
        db,
        top.map((r) => r.userId),
      );
      return {
        by,
        month,
        list: toRankRows(top, new Map(briefs.map((b) => [b.id, b])), userId),
        mine: { rank: place.value === null ? null : place.ahead + 1, value: place.value ?? 0 },
      };
    },
  };
}
