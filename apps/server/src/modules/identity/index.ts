import type { ConsoleRole } from '@cloudmall/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { Broadcast } from '../../platform/redis/broadcast.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import type { SettingsService } from '../settings/index.ts';
import { createAccountService } from './account.service.ts';
import { createAuthService } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { AccountPorts } from './ports.ts';
import { accountPortsOfNewPlatform } from './ports.ts';
import type { SessionListener } from './sessions.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createSmsService } from './sms.service.ts';
import { smsGateway } from './sms-gateway.ts';
import { identityRepository } from './identity.repository.ts';
import { memberDirectoryRepository } from './member-directory.repository.ts';
import { memberRolesRepository } from './member-roles.repository.ts';
import { identitySettings } from './identity.settings.ts';
import { registerIdentityRoutes } from './routes/app.routes.ts';
import { registerConsoleRoutes } from './routes/console.routes.ts';
import { createConsoleAuthService } from './console-auth.service.ts';
import { createMembersAdminService } from './members-admin.service.ts';
import { createInvitationService } from './invitation.service.ts';

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  counters: CounterStore;
  settings: SettingsService;
  /** The server's configured provider (env). */
  smsProvider: SmsProvider;
  /** The built-in log provider an admin may choose in `identity.smsProvider` (default: `smsProvider`). */
  smsLog?: SmsProvider;
  secret: string;
  sessionTtlSeconds: number;
  log: FastifyBaseLogger;
  ports?: AccountPorts;
  sessionListeners?: SessionListener[];
  /** Session revocations every instance hears (Redis when set). */
  sessionRevocations?: Broadcast;
}

/** Accounts, sessions and SMS codes: the public surface other modules and routes use. */
export function createIdentityModule(deps: IdentityDeps) {
  const ports = deps.ports ?? accountPortsOfNewPlatform;
  const sessions = createSessionsService({
    db: deps.db,
    clock: deps.clock,
    ttlSeconds: deps.sessionTtlSeconds,
    listeners: deps.sessionListeners ?? [],
    revocations: deps.sessionRevocations,
  });
  const sms = createSmsService({
    db: deps.db,
    clock: deps.clock,
    counters: deps.counters,
    provider: smsGateway({
      settings: deps.settings,
      server: deps.smsProvider,
      log: deps.smsLog ?? deps.smsProvider,
    }),
    settings: deps.settings,
    secret: deps.secret,
    log: deps.log,
  });
  const throttle = createLoginThrottle({
    counters: deps.counters,
    clock: deps.clock,
    settings: deps.settings,
  });
  const auth = createAuthService({
    db: deps.db,
    clock: deps.clock,
    throttle,
    sessions,
    sms,
    ports,
  });
  const account = createAccountService({ db: deps.db, clock: deps.clock, sessions, sms, ports });
  const consoleAuth = createConsoleAuthService({
    db: deps.db,
    auth,
    sessions,
    settings: deps.settings,
  });
  const members = createMembersAdminService({ db: deps.db, sessions, ports });
  const module = defineModule({
    name: 'identity',
    sessions,
    sms,
    auth,
    account,
    consoleAuth,
    members,
    /** Inviters, binding one later, and the invitation tree (the team module's port). */
    invitations: createInvitationService({ db: deps.db, clock: deps.clock }),
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerIdentityRoutes(app, bind, module);
      registerConsoleRoutes(app, bind, module);
    },
    settings: identitySettings,
  });
  return module;
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
export type { SessionListener } from './sessions.service.ts';
export type { AccountPorts, KycState, MemberCard, MemberDirectory } from './ports.ts';
export { EMPTY_STATISTICS } from './ports.ts';
export type { InvitationService, InviterCard } from './invitation.service.ts';
export type { TreeMember } from './invitation.service.ts';
export { hashPassword, generateInviteCode } from './credentials.ts';
/** A member's level (vip coupons need level ≥ the coupon's); 0 for an unknown member. */
export const memberLevelOf = (db: Db, userId: number): Promise<number> =>
  memberDirectoryRepository.levelOf(db, userId);
/** Locks a member's row and answers the level (null: unknown member); VIP changes it next. */
export const lockMemberLevel = (trx: Db, userId: number): Promise<number | null> =>
  memberDirectoryRepository.lockLevel(trx, userId);
/** Sets a member's level in the caller's transaction (the VIP module audits why). */
export const setMemberLevel = (trx: Db, userId: number, level: number): Promise<void> =>
  memberDirectoryRepository.setLevel(trx, userId, level);
/** Names and avatars of members by id, whatever their status (team cards). */
export const memberBriefs = (db: Db, ids: number[]) => memberDirectoryRepository.briefs(db, ids);
/** A member by username, any case (usernames are unique regardless of case). */
export const memberByUsername = (db: Db, username: string) =>
  identityRepository.findUserByUsername(db, username);
/** The member whose number is confirmed by an SMS code; unconfirmed numbers are not found. */
export const memberByConfirmedMobile = (db: Db, mobile: string) =>
  identityRepository.findUserByConfirmedMobile(db, mobile);
export { identitySettings } from './identity.settings.ts';
/** Members who joined per UTC day in [from, to) (reports). */
export const membersJoinedPerDay = async (db: Db, from: Date, to: Date) =>
  new Map(
    (await memberDirectoryRepository.joinedPerDay(db, from, to)).map((row) => [row.day, row.count]),
  );
/**
 * Grants a console role inside the caller's transaction (another module's admin action that makes a
 * member, say, an advertiser); kept when already held. The caller audits its own action.
 */
export const grantMemberRole = async (
  trx: Db,
  userId: number,
  role: ConsoleRole,
  grantedBy: number,
): Promise<void> => {
  await memberRolesRepository.grant(trx, userId, role, grantedBy);
};
/** Ids of the members holding any of the console roles (customer-service desks: `service`, `admin`). */
export const roleHolders = (db: Db, roles: ConsoleRole[]): Promise<number[]> =>
  memberRolesRepository.holdersOf(db, roles);
