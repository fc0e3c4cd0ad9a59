import { consoleAuthRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import { readToken } from '../../../platform/http/auth-context.ts';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import { requestMeta } from './request-meta.ts';
import type { ConsoleAuthService } from '../console-auth.service.ts';
import type { MembersAdminService } from '../members-admin.service.ts';
import type { SessionsService } from '../sessions.service.ts';

/** The console's session and the admin's members routes: thin bindings of contract routes. */
export const registerConsoleRoutes: RouteFile<{
  consoleAuth: ConsoleAuthService;
  members: MembersAdminService;
  sessions: SessionsService;
}> = (app, bind, { consoleAuth, members, sessions }) => {
  bind(app, consoleAuthRoutes.login, ({ input, request }) =>
    consoleAuth.login(input, requestMeta(request)),
  );
  bind(app, consoleAuthRoutes.me, ({ auth }) => consoleAuth.me(auth));
  bind(app, consoleAuthRoutes.logout, async ({ request }) => {
    const token = readToken(request);
    if (token) await sessions.end(token);
    return null;
  });

  bind(app, consoleMembersRoutes.list, ({ input }) => members.list(input));
  bind(app, consoleMembersRoutes.detail, ({ input }) => members.detail(input.user_id));
  const action = (actorId: number, input: { user_id: number; reason: string }) => ({
    actorId,
    userId: input.user_id,
    reason: input.reason,
  });
  bind(app, consoleMembersRoutes.freeze, ({ auth, input }) =>
    members.freeze(action(auth.userId, input)),
  );
  bind(app, consoleMembersRoutes.unfreeze, ({ auth, input }) =>
    members.unfreeze(action(auth.userId, input)),
  );
  bind(app, consoleMembersRoutes.resetPassword, ({ auth, input }) =>
    members.resetPassword(action(auth.userId, input)),
  );
  bind(app, consoleMembersRoutes.grantRole, ({ auth, input }) =>
    members.grantRole({ ...action(auth.userId, input), role: input.role }),
  );
  bind(app, consoleMembersRoutes.revokeRole, ({ auth, input }) =>
    members.revokeRole({ ...action(auth.userId, input), role: input.role }),
  );
};
