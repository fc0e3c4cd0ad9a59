import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import * as errors from './identity.errors.ts';
import { identityRepository } from './identity.repository.ts';
import { teamTreeRepository } from './team-tree.repository.ts';

export type { TreeMember } from './team-tree.repository.ts';

/** An inviter as a team page or the register page shows them. */
export interface InviterCard {
  id: number;
  nickname: string;
  avatar: string;
  inviteCode: string;
}

const cardOf = (user: { id: number; nickname: string; avatar: string; inviteCode: string }) => ({
  id: user.id,
  nickname: user.nickname,
  avatar: user.avatar,
  inviteCode: user.inviteCode,
});

export type InvitationService = ReturnType<typeof createInvitationService>;

/** Invitations: who invited a member, binding an inviter later, the tree below a member. */
export function createInvitationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** A member's inviter, or null when they joined with a platform code (or the inviter is gone). */
    async inviterOf(userId: number): Promise<InviterCard | null> {
      const user = await identityRepository.findUserById(db, userId);
      if (!user?.parentId) return null;
      const inviter = await identityRepository.findUserById(db, user.parentId);
      return inviter ? cardOf(inviter) : null;
    },

    /** The member a shared link's pid names, when they may invite (a normal account); else null. */
    async inviterByPid(pid: number): Promise<InviterCard | null> {
      const user = await identityRepository.findUserById(db, pid);
      return user && user.status === 'normal' ? cardOf(user) : null;
    },

    /**
     * A member without an inviter binds one by invitation code, once: never themselves, never a member
     * of their own team (that would close a cycle). Binds are serialised so two crossing binds cannot
     * both pass the cycle check.
     */
    async bindInviter(userId: number, code: string): Promise<InviterCard> {
      return inTransaction(db, async (trx) => {
        await teamTreeRepository.lockTree(trx);
        const me = await identityRepository.findUserById(trx, userId);
        if (!me) throw new AppError('not_found');
        if (me.parentId) throw new AppError('inviter_already_bound');
        const inviter = await identityRepository.findUserByInviteCode(trx, code.toUpperCase());
        if (!inviter || inviter.status !== 'normal') throw errors.invalidInvitationCode();
        if (inviter.id === userId) throw new AppError('invite_self');
        if (await teamTreeRepository.isInTreeOf(trx, userId, inviter.id))
          throw new AppError('invite_cycle');
        if (!(await teamTreeRepository.bindParent(trx, userId, inviter.id, clock.now())))
          throw new AppError('inviter_already_bound');
        return cardOf(inviter);
      });
    },

    /** How many members sit 1, 2 and 3 levels below the member. */
    teamCounts: (userId: number) => teamTreeRepository.counts(db, userId),

    /** A page of the members one or two levels below the member, newest first. */
    teamPage: (userId: number, level: 1 | 2, offset: number, limit: number) =>
      teamTreeRepository.page(db, userId, level, offset, limit),

    /** The member's inviter and the inviter's inviter, as far as they exist (commissions). */
    uplines: (trx: Db, userId: number) => teamTreeRepository.uplines(trx, userId),

    /** The member's own invitation code. */
    async inviteCodeOf(userId: number): Promise<string> {
      return (await identityRepository.findUserById(db, userId))?.inviteCode ?? '';
    },
  };
}
