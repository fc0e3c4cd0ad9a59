import type { RefreshResult, Statistics, UserProfile } from '@cloudmall/contract';
import type { z } from 'zod';
import type {
  ChangeMobileInputSchema,
  ChangePasswordInputSchema,
  ProfileInputSchema,
  ResetPasswordInputSchema,
} from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/http/auth-context.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { hashPassword, verifyPassword } from './credentials.ts';
import * as errors from './identity.errors.ts';
import { toUserProfile } from './identity.mapper.ts';
import { identityRepository } from './identity.repository.ts';
import type { AccountPorts, MemberCard } from './ports.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SmsService } from './sms.service.ts';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionsService;
  sms: SmsService;
  ports: AccountPorts;
}) {
  const { db, clock, sessions, sms, ports } = deps;

  async function profileOf(userId: number): Promise<UserProfile> {
    const user = await identityRepository.findUserById(db, userId);
    if (!user) throw unauthorized();
    return toUserProfile(user, await ports.figuresOf(userId));
  }

  return {
    profileOf,

    /** A member card by numeric id or username (for transfers); locked members are not found. */
    async findMember(idOrUsername: string) {
      const user = /^\d{1,9}$/.test(idOrUsername)
        ? await identityRepository.findUserById(db, Number(idOrUsername))
        : await identityRepository.findUserByUsername(db, idOrUsername);
      if (!user || user.status !== 'normal') return null;
      return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
    },

    /**
     * The receiver of a transfer, named exactly by username or by confirmed phone; never by numeric
     * id, which would let any member read every member's name. Locked members are not found.
     */
    async findReceiver(usernameOrPhone: string) {
      const user = /^\d+$/.test(usernameOrPhone)
        ? await identityRepository.findUserByConfirmedMobile(db, usernameOrPhone)
        : await identityRepository.findUserByUsername(db, usernameOrPhone);
      if (!user || user.status !== 'normal') return null;
      return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
    },

    /** Cards of the given members by id, locked members included (records name their authors). */
    async cardsOf(ids: number[]): Promise<Map<number, MemberCard>> {
      const rows = await identityRepository.cardsByIds(db, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Ids of every member who can log in: the audience of a platform announcement. */
    activeMemberIds: (): Promise<number[]> => identityRepository.normalMemberIds(db),

    /** The counters of the My page. */
    statisticsOf: (userId: number): Promise<Statistics> => ports.statisticsOf(userId),

    /** The My page's refresh: the member's profile and counters, as a login answers them (no token). */
    async refresh(userId: number): Promise<RefreshResult> {
      const [userinfo, statistics] = await Promise.all([
        profileOf(userId),
        ports.statisticsOf(userId),
      ]);
      return { userinfo, statistics };
    },

    /** Updates only the profile fields given; username, mobile and balances are not editable here. */
    async updateProfile(
      userId: number,
      changes: z.output<typeof ProfileInputSchema>,
    ): Promise<UserProfile> {
      await identityRepository.updateUser(db, userId, {
        ...(changes.nickname !== undefined && { nickname: changes.nickname }),
        ...(changes.avatar !== undefined && { avatar: changes.avatar }),
        ...(changes.gender !== undefined && { gender: changes.gender }),
        ...(changes.birthday !== undefined && { birthday: changes.birthday || null }),
        ...(changes.bio !== undefined && { bio: changes.bio }),
      });
      return profileOf(userId);
    },

    /**
     * Moves the member to a phone proven by a code sent to it, which confirms it; proving the current
     * number confirms it in place. A number another member has confirmed is refused.
     */
    async changeMobile(
      userId: number,
      input: z.output<typeof ChangeMobileInputSchema>,
    ): Promise<UserProfile> {
      const holder = await identityRepository.findUserByConfirmedMobile(db, input.mobile);
      if (holder && holder.id !== userId) throw errors.phoneRegistered();
      await sms.consume(input.mobile, 'changemobile', input.captcha);
      try {
        await identityRepository.updateUser(db, userId, {
          mobile: input.mobile,
          mobileVerifiedAt: clock.now(),
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_mobile_confirmed_key') throw errors.phoneRegistered();
        throw error;
      }
      return profileOf(userId);
    },

    /** Sets a new password after an SMS code to the member's confirmed phone; every session ends. */
    async resetPassword(input: z.output<typeof ResetPasswordInputSchema>): Promise<null> {
      const user = await identityRepository.findUserByConfirmedMobile(db, input.mobile);
      if (!user) throw errors.accountNotRegistered();
      await sms.consume(input.mobile, 'resetpwd', input.captcha);
      const passwordHash = await hashPassword(input.newpassword);
      await db.transaction(async (trx) => {
        await identityRepository.updateUser(trx, user.id, { passwordHash });
        await sessions.revokeAll(trx, user.id);
      });
      await sessions.announceRevoked(user.id);
      return null;
    },

    /** Changes the password after the old one; sessions other than the caller's end. */
    async changePassword(
      auth: AuthContext,
      input: z.output<typeof ChangePasswordInputSchema>,
    ): Promise<null> {
      const user = await identityRepository.findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.oldpassword)))
        throw errors.incorrectPassword();
      if (input.oldpassword === input.newpassword) throw errors.samePassword();
      const passwordHash = await hashPassword(input.newpassword);
      await db.transaction(async (trx) => {
        await identityRepository.updateUser(trx, user.id, { passwordHash });
        await sessions.revokeAll(trx, user.id, auth.sessionId);
      });
      await sessions.announceRevoked(user.id, auth.sessionId);
      return null;
    },
  };
}
