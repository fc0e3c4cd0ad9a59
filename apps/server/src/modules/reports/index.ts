import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { ReportSources } from './ports.ts';
import { createReportsService } from './reports.service.ts';
import { registerReportRoutes } from './routes/console.routes.ts';

/** Platform reports per day (sales, new members, deposits, withdrawals) from the owners' ports. */
export function createReportsModule(deps: { sources: ReportSources }) {
  const reports = createReportsService(deps.sources);
  const module = defineModule({
    name: 'reports',
    reports,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerReportRoutes(app, bind, reports),
  });
  return module;
}

export type ReportsModule = ReturnType<typeof createReportsModule>;
export type { ReportSources } from './ports.ts';
