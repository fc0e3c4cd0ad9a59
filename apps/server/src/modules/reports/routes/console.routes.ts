import { reportRoutes } from '@cloudmall/contract/reports';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ReportsService } from '../reports.service.ts';

/** Admin reports (console). */
export const registerReportRoutes: RouteFile<ReportsService> = (app, bind, reports) => {
  bind(app, reportRoutes.daily, ({ input }) => reports.daily(input.from, input.to));
};
