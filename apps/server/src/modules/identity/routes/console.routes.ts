import { consoleAuthRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readToken } from '../../../platform/http/auth-context.ts';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { ConsoleAuthService } from '../console-auth.service.ts';
import type { MembersAdminService } from '../members-admin.service.ts';
import type { SessionsService } from '../sessions.service.ts';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** The console's session and the admin's members routes: thin bindings of contract routes. */
export function registerConsoleRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  identity: {
    consoleAuth: ConsoleAuthService;
    members: MembersAdminService;
    sessions: SessionsService;
  },
): void {
  const { consoleAuth, members, sessions } = identity;
  bind(app, consoleAuthRoutes.login, ({ input, request }) =>
    consoleAuth.login(input, meta(request)),
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
}
