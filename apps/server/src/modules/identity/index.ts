import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
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

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  counters: CounterStore;
  settings: SettingsService;
  smsProvider: SmsProvider;
  secret: string;
  sessionTtlSeconds: number;
  log: FastifyBaseLogger;
  ports?: AccountPorts;
  sessionListeners?: SessionListener[];
}

/** Accounts, sessions and SMS codes: the public surface other modules and routes use. */
export function createIdentityModule(deps: IdentityDeps) {
  const ports = deps.ports ?? accountPortsOfNewPlatform;
  const sessions = createSessionsService({
    db: deps.db,
    clock: deps.clock,
    ttlSeconds: deps.sessionTtlSeconds,
    listeners: deps.sessionListeners ?? [],
  });
  const sms = createSmsService({
    db: deps.db,
    clock: deps.clock,
    counters: deps.counters,
    provider: deps.smsProvider,
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
  return { sessions, sms, auth, account };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
export type { SessionListener } from './sessions.service.ts';
export type { AccountPorts, MemberCard, MemberDirectory } from './ports.ts';
export { EMPTY_STATISTICS } from './identity.mapper.ts';
export { hashPassword, generateInviteCode } from './credentials.ts';
export { registerIdentityRoutes } from './routes/app.routes.ts';
