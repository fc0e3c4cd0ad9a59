import { teamConsoleRoutes, teamRoutes } from '@cloudmall/contract/team';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { TeamService } from '../team.service.ts';

/** The member's team, invitations and commissions: one line per route. */
export const registerTeamRoutes: RouteFile<TeamService> = (app, bind, team) => {
  bind(app, teamRoutes.overview, ({ auth }) => team.overview(auth.userId));
  bind(app, teamRoutes.members, ({ auth, input }) => team.members(auth.userId, input));
  bind(app, teamRoutes.bindInviter, ({ auth, input }) =>
    team.bindInviter(auth.userId, input.invite_code),
  );
  bind(app, teamRoutes.inviter, ({ input }) => team.inviterByPid(input.pid));
  bind(app, teamRoutes.distribution, ({ auth }) => team.distribution(auth.userId));
  bind(app, teamRoutes.commissions, ({ auth, input }) => team.commissions(auth.userId, input));
};

/** Platform admin: commissions and any member's team. */
export const registerTeamConsoleRoutes: RouteFile<TeamService> = (app, bind, team) => {
  bind(app, teamConsoleRoutes.commissions, ({ input }) => team.consoleCommissions(input));
  bind(app, teamConsoleRoutes.team, ({ input }) => team.consoleTeam(input));
};
