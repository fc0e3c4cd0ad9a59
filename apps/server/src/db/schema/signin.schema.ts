import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * One daily sign-in of a member: `day` is the calendar day in `time_zone` (the member's device
 * zone, else the `signin.timeZone` setting) at the moment of signing; `streak` counts consecutive
 * days up to this one (1 after a missed day); `points` were credited to the member's `score`
 * through the ledger (key `signin:<userId>:<day>`). Rows never change.
 */
export const signins = pgTable(
  'signins',
  {
    id: serialId(),
    userId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signins_user_day').on(t.userId, t.day),
    index('signins_day_idx').on(t.day),
    check('signins_streak_positive', sql`${t.streak} >= 1`),
    check('signins_points_nonnegative', sql`${t.points} >= 0`),
  ],
);
