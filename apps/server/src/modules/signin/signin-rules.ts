/**
 * Pure day and streak rules of the daily sign-in. A day is a `YYYY-MM-DD` string in one IANA zone;
 * arithmetic on days is done on UTC midnights, so it never meets a daylight-saving gap.
 */

const DAY_MS = 86_400_000;

/** The calendar day an instant falls on in a zone. */
export function dayIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `n` days after (or before, when negative) a day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The `YYYY-MM` month of a day, and its first and last day. */
export function monthOf(day: string): { month: string; first: string; last: string } {
  const month = day.slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { month, first: `${month}-01`, last };
}

export interface LastSignin {
  day: string;
  streak: number;
}

/** The streak a sign-in today makes: yesterday's streak + 1, or 1 after a missed day (or none). */
export function nextStreak(last: LastSignin | null, today: string): number {
  return last && last.day === addDays(today, -1) ? last.streak + 1 : 1;
}

/** The streak still alive today: the last sign-in's, when it was today or yesterday; else 0. */
export function liveStreak(last: LastSignin | null, today: string): number {
  if (!last) return 0;
  return last.day === today || last.day === addDays(today, -1) ? last.streak : 0;
}

/** Whether a sign-in for `today` is refused: one already made today, or a later day (a zone hop back). */
export function alreadySigned(last: LastSignin | null, today: string): boolean {
  return last !== null && last.day >= today;
}

/** The displayed day of a streak: 1..length, starting again at 1 after the last day (7 ⇒ 1). */
export function cycleDay(streak: number, length: number): number {
  return ((Math.max(1, streak) - 1) % length) + 1;
}

/** Points a sign-in on the `streak`-th consecutive day earns: the table entry of its cycle day. */
export function pointsFor(streak: number, table: readonly number[]): number {
  return table[cycleDay(streak, table.length) - 1] ?? 0;
}

export interface StripDay {
  cycle_day: number;
  day: string;
  points: number;
  signed: boolean;
}

/**
 * The current cycle as a strip of `table.length` days: it started `cycleDay − 1` days before today,
 * where today's cycle day is the one signed today or the one signing would give.
 */
export function strip(
  last: LastSignin | null,
  today: string,
  table: readonly number[],
): { cycleDay: number; signedToday: boolean; days: StripDay[] } {
  const signedToday = last?.day === today;
  const current = signedToday ? last!.streak : nextStreak(last, today);
  const position = cycleDay(current, table.length);
  const start = addDays(today, -(position - 1));
  const days = table.map((points, i) => ({
    cycle_day: i + 1,
    day: addDays(start, i),
    points,
    signed: i < position - 1 || (i === position - 1 && signedToday),
  }));
  return { cycleDay: position, signedToday, days };
}
