import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCommissionService } from './commission.service.ts';
import type { TeamDeps } from './ports.ts';
import { registerTeamConsoleRoutes, registerTeamRoutes } from './routes/app.routes.ts';
import { createTeamService } from './team.service.ts';
import { teamSettings } from './team.settings.ts';

/**
 * The team: a member's invitation tree (read through identity), binding an inviter later, and the
 * commissions an invited member's completed orders pay up to two levels of inviters, as held income.
 */
export function createTeamModule(deps: TeamDeps) {
  const team = createTeamService(deps);
  const commissions = createCommissionService(deps);
  return defineModule({
    name: 'team',
    team,
    commissions,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerTeamRoutes(app, bind, team);
      registerTeamConsoleRoutes(app, bind, team);
    },
    settings: teamSettings,
  });
}

export type TeamModule = ReturnType<typeof createTeamModule>;
export type { CompletedOrder, CompletedRefund, TeamDeps, TeamIncome, TeamTree } from './ports.ts';
export { commissionOf } from './commission.service.ts';
export { teamSettings } from './team.settings.ts';
