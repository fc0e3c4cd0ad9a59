import { z } from 'zod';
import { MoneySchema } from '../shared/wire-fields.ts';

// Platform reports: the range of days asked for and one day of figures.

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 92;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const DailyReportQuerySchema = z
  .object({ from: Day, to: Day })
  .strict()
  .refine((input) => !Number.isNaN(dayNumber(input.from)) && !Number.isNaN(dayNumber(input.to)), {
    message: 'invalid_date',
    path: ['from'],
  })
  .refine((input) => dayNumber(input.to) >= dayNumber(input.from), {
    message: 'invalid_value',
    path: ['to'],
  })
  .refine((input) => dayNumber(input.to) - dayNumber(input.from) < REPORT_MAX_DAYS, {
    message: 'invalid_value',
    path: ['to'],
  });

/** One UTC day of the marketplace. */
export const DailyReportRowSchema = z.object({
  day: Day,
  /** Orders paid that day and what they cost the buyers. */
  orders: z.number().int(),
  sales: MoneySchema,
  new_members: z.number().int(),
  deposits: MoneySchema,
  deposit_count: z.number().int(),
  /** Withdrawals paid (approved) that day. */
  withdrawals: MoneySchema,
  withdrawal_count: z.number().int(),
});
export type DailyReportRow = z.infer<typeof DailyReportRowSchema>;
