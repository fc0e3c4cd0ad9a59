import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { DailyReportQuerySchema, DailyReportRowSchema } from './reports.schemas.ts';

export const reportRoutes = {
  daily: defineRoute({
    method: 'GET',
    path: '/console/reports/daily',
    ...CONSOLE_ADMINS,
    input: DailyReportQuerySchema,
    output: z.object({ days: z.array(DailyReportRowSchema) }),
    errors: [],
    summary:
      'Per UTC day from `from` to `to` (at most 92 days): paid sales, new members, deposits credited and withdrawals paid; every day listed.',
  }),
} as const;
