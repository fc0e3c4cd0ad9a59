import type { LoginResult } from '@cloudmall/contract';
import type { z } from 'zod';
import type { LoginInputSchema, MobileLoginInputSchema, RegisterInputSchema } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { SettingsService } from '../settings/index.ts';
import { generateInviteCode, hashPassword, verifyPassword } from './credentials.ts';
import * as errors from './identity.errors.ts';
import { toUserInfo, toUserProfile } from './identity.mapper.ts';
import { identityRepository } from './identity.repository.ts';
import type { RequestMeta, SessionsService } from './sessions.service.ts';
import type { SmsService } from './sms.service.ts';
import type { AccountPorts } from './ports.ts';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  counters: CounterStore;
  settings: SettingsService;
  sessions: SessionsService;
  sms: SmsService;
  ports: AccountPorts;
}

export type AuthService = ReturnType<typeof createAuthService>;

const MOBILE_ACCOUNT = /^\d{8,15}$/;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, counters, settings, sessions, sms, ports } = deps;

  async function openSession(user: UserRow, meta: RequestMeta): Promise<LoginResult> {
    if (user.status !== 'normal') throw errors.accountLocked();
    const started = await db.transaction((trx) => sessions.start(trx, user, meta));
    sessions.announce(started.user.id, started.sessionId);
    const profile = toUserProfile(started.user, await ports.figuresOf(started.user.id));
    return {
      userinfo: toUserInfo(profile, started.token, started.expiresAt, clock.now()),
      statistics: await ports.statisticsOf(started.user.id),
    };
  }

  return {
    /** Registers with a member's invitation code (the inviter becomes the parent) or a platform registration code. */
    async register(input: z.output<typeof RegisterInputSchema>, meta: RequestMeta): Promise<LoginResult> {
      const code = input.invite_code.toUpperCase();
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (trx) => {
          const inviter = await identityRepository.findUserByInviteCode(trx, code);
          if (!inviter && !(await identityRepository.claimRegistrationCode(trx, code, clock.now()))) {
            throw errors.invalidInvitationCode();
          }
          if (await identityRepository.findUserByUsername(trx, input.username)) throw errors.usernameExists();
          if (await identityRepository.findUserByMobile(trx, input.mobile)) throw errors.phoneRegistered();
          return identityRepository.insertUser(trx, {
            username: input.username,
            nickname: input.username,
            mobile: input.mobile,
            passwordHash,
            inviteCode: generateInviteCode(),
            parentId: inviter?.id ?? null,
          });
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') throw errors.usernameExists();
        if (constraint === 'users_mobile_key') throw errors.phoneRegistered();
        throw error;
      }
      return openSession(user, meta);
    },

    /**
     * Logs in by username (or mobile) and password. Attempts are counted per account before the
     * password is checked, and failures per IP; past either limit every try is refused.
     */
    async login(input: z.output<typeof LoginInputSchema>, meta: RequestMeta): Promise<LoginResult> {
      const rules = await settings.get('identity.login');
      const accountKey = `login:account:${input.account.toLowerCase()}`;
      const ipKey = `login:ip:${meta.ip}`;
      if ((await counters.get(ipKey)) >= rules.maxFailuresPerIp) throw errors.tooManyAttempts();
      if ((await counters.increment(accountKey, rules.windowSeconds)) > rules.maxFailuresPerAccount) {
        throw errors.tooManyAttempts();
      }
      const user = MOBILE_ACCOUNT.test(input.account)
        ? await identityRepository.findUserByMobile(db, input.account)
        : await identityRepository.findUserByUsername(db, input.account);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await counters.increment(ipKey, rules.windowSeconds);
        throw user ? errors.incorrectPassword() : errors.accountIncorrect();
      }
      await counters.reset(accountKey);
      return openSession(user, meta);
    },

    /** Logs in by phone and SMS code; an unknown phone is told to register (the client offers it). */
    async mobileLogin(input: z.output<typeof MobileLoginInputSchema>, meta: RequestMeta): Promise<LoginResult> {
      const user = await identityRepository.findUserByMobile(db, input.mobile);
      if (!user) throw errors.accountNotRegistered();
      await sms.consume(input.mobile, 'mobilelogin', input.captcha);
      return openSession(user, meta);
    },
  };
}
