import type { ConsoleMe, ConsoleSession, ConsoleUser } from '@cloudmall/contract/access';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/http/auth-context.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AuthService } from './auth.service.ts';
import * as errors from './identity.errors.ts';
import { identityRepository } from './identity.repository.ts';
import { memberRolesRepository } from './member-roles.repository.ts';
import type { RequestMeta, SessionsService } from './sessions.service.ts';

const toConsoleUser = (user: UserRow): ConsoleUser => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  avatar: user.avatar,
});

export type ConsoleAuthService = ReturnType<typeof createConsoleAuthService>;

/** The console's own session: a member holding a console role logs in beside the app. */
export function createConsoleAuthService(deps: {
  db: Db;
  auth: AuthService;
  sessions: SessionsService;
  settings: SettingsService;
}) {
  const { db, auth, sessions, settings } = deps;

  return {
    /**
     * Logs in to the console with the app's password check and throttle. A member holding no role
     * is refused (`console_no_role`), a locked one too; the new console session replaces only the
     * member's older console sessions, never the app's, and lasts `identity.console.sessionHours`.
     */
    async login(input: { account: string; password: string }, meta: RequestMeta) {
      const user = await auth.checkPassword(input, meta);
      if (user.status !== 'normal') throw errors.accountLocked();
      const roles = await memberRolesRepository.rolesOf(db, user.id);
      if (!roles.length) throw errors.consoleNoRole();
      const { sessionHours } = await settings.get('identity.console');
      const started = await db.transaction((trx) =>
        sessions.start(trx, user, meta, 'console', sessionHours * 3600),
      );
      await sessions.announce(user.id, started.sessionId, started.replaced);
      const session: ConsoleSession = {
        token: started.token,
        expires_at: unixSeconds(started.expiresAt),
        user: toConsoleUser(started.user),
        roles,
      };
      return session;
    },

    /** The console caller: member card, roles and the kind of session its token is. */
    async me(caller: AuthContext): Promise<ConsoleMe> {
      const user = await identityRepository.findUserById(db, caller.userId);
      if (!user) throw unauthorized();
      return {
        user: toConsoleUser(user),
        roles: [...caller.roles],
        session_kind: caller.sessionKind,
        expires_at: unixSeconds(caller.expiresAt),
      };
    },
  };
}
