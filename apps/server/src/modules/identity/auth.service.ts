import type { LoginResult } from '@cloudmall/contract';
import type { z } from 'zod';
import type {
  LoginInputSchema,
  MobileLoginInputSchema,
  RegisterInputSchema,
} from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { generateInviteCode, hashPassword, verifyPassword } from './credentials.ts';
import * as errors from './identity.errors.ts';
import { toUserInfo, toUserProfile } from './identity.mapper.ts';
import { identityRepository } from './identity.repository.ts';
import type { LoginSubject, LoginThrottle } from './login-throttle.ts';
import type { RequestMeta, SessionsService } from './sessions.service.ts';
import type { SmsService } from './sms.service.ts';
import type { AccountPorts } from './ports.ts';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  throttle: LoginThrottle;
  sessions: SessionsService;
  sms: SmsService;
  ports: AccountPorts;
}

export type AuthService = ReturnType<typeof createAuthService>;

const MOBILE_ACCOUNT = /^\d{8,15}$/;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, throttle, sessions, sms, ports } = deps;

  /** Opens the session; the socket client the app names (`client_id`) is bound to the member. */
  async function openSession(
    user: UserRow,
    meta: RequestMeta,
    clientId?: string,
  ): Promise<LoginResult> {
    if (user.status !== 'normal') throw errors.accountLocked();
    const started = await db.transaction((trx) => sessions.start(trx, user, meta));
    await sessions.announce(
      started.user.id,
      started.sessionId,
      started.replaced,
      clientId ? { id: clientId, expiresAt: started.expiresAt } : undefined,
    );
    const profile = toUserProfile(started.user, await ports.figuresOf(started.user.id));
    return {
      userinfo: toUserInfo(profile, started.token, started.expiresAt, clock.now()),
      statistics: await ports.statisticsOf(started.user.id),
    };
  }

  /**
   * The member behind a username or confirmed phone and password (any status: the caller decides).
   * The attempt is counted before the password is checked, per member whatever identifier was typed
   * (see LoginThrottle), and a wrong password counts as a failure.
   */
  async function checkPassword(
    input: { account: string; password: string },
    meta: RequestMeta,
  ): Promise<UserRow> {
    const user = MOBILE_ACCOUNT.test(input.account)
      ? await identityRepository.findUserByConfirmedMobile(db, input.account)
      : await identityRepository.findUserByUsername(db, input.account);
    const subject: LoginSubject = user ? { userId: user.id } : { unknownName: input.account };
    await throttle.admit(subject, meta.ip);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await throttle.failed(subject, meta.ip);
      throw user ? errors.incorrectPassword() : errors.accountIncorrect();
    }
    await throttle.succeeded(user.id, meta.ip);
    return user;
  }

  return {
    /**
     * Registers with a member's invitation code (the inviter becomes the parent) or a platform
     * registration code. The phone is confirmed only when a valid `register` SMS code comes with it;
     * a number another member has confirmed is refused, an unconfirmed one is no one's yet.
     */
    async register(
      input: z.output<typeof RegisterInputSchema>,
      meta: RequestMeta,
    ): Promise<LoginResult> {
      const code = input.invite_code.toUpperCase();
      if (input.captcha) await sms.consume(input.mobile, 'register', input.captcha);
      const mobileVerifiedAt = input.captcha ? clock.now() : null;
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (trx) => {
          const inviter = await identityRepository.findUserByInviteCode(trx, code);
          if (
            !inviter &&
            !(await identityRepository.claimRegistrationCode(trx, code, clock.now()))
          ) {
            throw errors.invalidInvitationCode();
          }
          if (await identityRepository.findUserByUsername(trx, input.username))
            throw errors.usernameExists();
          if (await identityRepository.findUserByConfirmedMobile(trx, input.mobile))
            throw errors.phoneRegistered();
          return identityRepository.insertUser(trx, {
            username: input.username,
            nickname: input.username,
            mobile: input.mobile,
            mobileVerifiedAt,
            passwordHash,
            inviteCode: generateInviteCode(),
            parentId: inviter?.id ?? null,
          });
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') throw errors.usernameExists();
        if (constraint === 'users_mobile_confirmed_key') throw errors.phoneRegistered();
        throw error;
      }
      await throttle.trust(user.id, meta.ip);
      return openSession(user, meta, input.client_id);
    },

    /**
     * Logs in by username or confirmed phone and password. The attempt is counted before the password
     * is checked, per member whatever identifier was typed (see LoginThrottle for the scheme).
     */
    async login(input: z.output<typeof LoginInputSchema>, meta: RequestMeta): Promise<LoginResult> {
      return openSession(await checkPassword(input, meta), meta, input.client_id);
    },

    /** The member behind an account and password, the attempt counted by the login throttle. */
    checkPassword,

    /** Logs in by a confirmed phone and SMS code; an unknown or unconfirmed phone is told to register. */
    async mobileLogin(
      input: z.output<typeof MobileLoginInputSchema>,
      meta: RequestMeta,
    ): Promise<LoginResult> {
      const user = await identityRepository.findUserByConfirmedMobile(db, input.mobile);
      if (!user) {
        await sms.countUnknownLogin(meta.ip);
        throw errors.accountNotRegistered();
      }
      await sms.consume(input.mobile, 'mobilelogin', input.captcha);
      await throttle.trust(user.id, meta.ip);
      return openSession(user, meta, input.client_id);
    },
  };
}
