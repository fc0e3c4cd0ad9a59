import { reportRoutes } from '@cloudmall/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { ReportsService } from '../reports.service.ts';

/** Admin reports (console). */
export function registerReportRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  reports: ReportsService,
): void {
  bind(app, reportRoutes.daily, ({ input }) => reports.daily(input.from, input.to));
}
