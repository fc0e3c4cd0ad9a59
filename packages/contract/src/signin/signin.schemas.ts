import { z } from 'zod';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';

/** True when the runtime's Intl knows the IANA zone (`Asia/Shanghai`, `Europe/Istanbul`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the member's device reports; unknown zones are refused (`invalid_value`). */
export const TimeZoneSchema = z.string().max(64).refine(isTimeZone, 'invalid_value');
/** A calendar day `YYYY-MM-DD` in the member's zone. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Reads that depend on the member's day: the optional zone of the device (else `signin.timeZone`). */
export const SigninZoneInputSchema = z.object({ tz: TimeZoneSchema.optional() });

/** One day of the 6-day strip: its place in the cycle (1..6), date, points and whether it is signed. */
export const SigninStripDaySchema = z.object({
  cycle_day: z.number().int().min(1),
  day: DaySchema,
  points: z.number().int(),
  signed: z.boolean(),
});

/** Status of the member's sign-in today (protocol `getSignin`, reshaped). */
export const SigninStatusSchema = z.object({
  /** The member's today, in `time_zone`. */
  today: DaySchema,
  time_zone: z.string(),
  signed_today: z.boolean(),
  /** Consecutive days signed up to today (or yesterday while today is not signed yet); 0 when broken. */
  streak: z.number().int().min(0),
  /** Where today falls in the 1..6 cycle (the day signed today, or the one signing would give). */
  cycle_day: z.number().int().min(1),
  /** Points today's sign-in gave, or would give. */
  today_points: z.number().int(),
  strip: z.array(SigninStripDaySchema).max(31),
  /** All points ever gained by signing in. */
  total_points: z.number().int(),
  /** The member's points balance (`score`). */
  score: z.number().int(),
  // The protocol's names, read by the stock client's sign-in page.
  /** The points balance again (`user_score`). */
  user_score: z.number().int(),
  /** Today (`date`). */
  date: DaySchema,
  /** The live streak (`successions`). */
  successions: z.number().int().min(0),
  /** Today's sign-in, or null while today is not signed. */
  signin: z.object({ id: z.number().int(), createtime: UnixTimeSchema }).nullable(),
  /** This month's sign-ins. */
  list: z.array(z.object({ id: z.number().int(), createtime: UnixTimeSchema })).max(31),
  /** Points by streak day: `s1`..`s7`, and `sn` beyond. */
  signinscore: z.record(z.string(), z.number().int()),
  /** Make-up sign-ins are not offered (0) and cost nothing. */
  isfillup: z.number().int(),
  fillupscore: z.number().int(),
});
export type SigninStatus = z.infer<typeof SigninStatusSchema>;

/** What one sign-in gave. */
export const SigninResultSchema = z.object({
  day: DaySchema,
  streak: z.number().int().min(1),
  cycle_day: z.number().int().min(1),
  points: z.number().int(),
  score: z.number().int(),
});
export type SigninResult = z.infer<typeof SigninResultSchema>;

export const SigninHistoryInputSchema = SigninZoneInputSchema.extend({
  /** `YYYY-MM`; the member's current month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_date')
    .optional(),
});

/** The days a member signed in one calendar month. */
export const SigninHistorySchema = z.object({
  month: z.string(),
  today: DaySchema,
  days: z
    .array(z.object({ day: DaySchema, streak: z.number().int(), points: z.number().int() }))
    .max(31),
});
export type SigninHistory = z.infer<typeof SigninHistorySchema>;

export const SIGNIN_RANK_BY = ['streak', 'points'] as const;
export const SigninRankInputSchema = z.object({
  by: z.enum(SIGNIN_RANK_BY).default('streak'),
});

/** A ranked member as others may see them: nickname and avatar only, never a phone or username. */
export const SigninRankRowSchema = z.object({
  rank: z.number().int().min(1),
  nickname: z.string(),
  avatar: ImageUrlSchema,
  /** Live streak in days, or points gained by signing in this month. */
  value: z.number().int(),
  is_me: z.boolean(),
});

export const SigninRankSchema = z.object({
  by: z.enum(SIGNIN_RANK_BY),
  /** The month the points ranking counts (`YYYY-MM`, platform zone). */
  month: z.string(),
  list: z.array(SigninRankRowSchema).max(50),
  /** The member's own place; `rank` null when they have nothing to rank by. */
  mine: z.object({ rank: z.number().int().nullable(), value: z.number().int() }),
});
export type SigninRank = z.infer<typeof SigninRankSchema>;
export type SigninRankRow = z.infer<typeof SigninRankRowSchema>;
