import type { z } from 'zod';
import type { DistributorApplySchema } from '@cloudmall/contract/vip';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { pageShownTogether, type PageQuery } from '../../platform/http/paging.ts';
import { grantMemberRole } from '../identity/index.ts';
import { toApplication } from './distributors.mapper.ts';
import { distributorsRepository } from './distributors.repository.ts';
import type { DistributorsDeps } from './ports.ts';

export type DistributorsService = ReturnType<typeof createDistributorsService>;

/** Applications to become a distributor, the admin's decision, and the distributor rate. */
export function createDistributorsService(
  deps: Pick<
    DistributorsDeps,
    'db' | 'clock' | 'settings' | 'changed' | 'notify' | 'members' | 'log'
  >,
) {
  const { db, clock, settings, members } = deps;
  const nameOf = async (userId: number) =>
    (await members.cardsOf([userId])).get(userId)?.username ?? '';

  async function status(userId: number) {
    const row = await distributorsRepository.latestOf(db, userId);
    return {
      state: row ? (row.state as 'pending' | 'approved' | 'refused') : ('none' as const),
      application: row ? toApplication(row, await nameOf(userId)) : null,
      discount_bps: (await settings.get('distributors.discount')).rateBps,
    };
  }

  const tell = (userId: number, id: number, approved: boolean, reason: string) => {
    deps.changed(userId, { type: 'membership_changed', what: 'distributor' });
    deps
      .notify(userId, {
        type: 'notice',
        message: approved
          ? { key: 'distributor.approved', params: {} }
          : { key: 'distributor.refused', params: { reason } },
        modules: 'distributor',
        modulesId: id,
      })
      .catch((error: unknown) =>
        deps.log.warn({ err: error, userId }, 'distributor notice failed'),
      );
  };

  /** Decides a pending application in one transaction, audited with before/after and the reason. */
  async function decide(adminId: number, input: { id: number; reason: string }, approve: boolean) {
    const decided = await inTransaction(db, async (trx) => {
      const before = await distributorsRepository.lock(trx, input.id);
      if (!before) throw notFound();
      const row = await distributorsRepository.decide(trx, input.id, {
        state: approve ? 'approved' : 'refused',
        refuseReason: approve ? '' : input.reason,
        decidedBy: adminId,
        now: clock.now(),
      });
      if (!row) throw new AppError('distributor_not_pending');
      if (approve) await grantMemberRole(trx, row.userId, 'distributor', adminId);
      await recordAudit(trx, {
        actorUserId: adminId,
        action: approve ? 'distributors.application.approve' : 'distributors.application.refuse',
        targetType: 'distributor_application',
        targetId: row.id,
        reason: input.reason,
        before: { state: before.state },
        after: { state: row.state, ...(approve ? { role: 'distributor' } : {}) },
        detail: { user_id: row.userId },
      });
      return row;
    });
    tell(decided.userId, decided.id, approve, input.reason);
    return toApplication(decided, await nameOf(decided.userId));
  }

  return {
    /** The member's latest application and the distributor rate. */
    status,

    /** A member applies once at a time: not while an application is pending or approved. */
    async apply(userId: number, input: z.output<typeof DistributorApplySchema>) {
      const row = await distributorsRepository.insert(db, { userId, ...input });
      if (!row) throw new AppError('distributor_already_applied');
      return status(userId);
    },

    /** Applications, newest first (admin console). */
    applications(query: PageQuery & { state?: string }) {
      return pageShownTogether(
        query,
        (offset, limit) => distributorsRepository.page(db, query, offset, limit),
        async (rows) => {
          const names = await members.cardsOf([...new Set(rows.map((row) => row.userId))]);
          return rows.map((row) => toApplication(row, names.get(row.userId)?.username ?? ''));
        },
      );
    },

    /** Only an admin approves a pending application; the member gets the distributor role and is told. */
    approve: (adminId: number, input: { id: number; reason: string }) =>
      decide(adminId, input, true),

    /** Only an admin refuses a pending application, with the reason the member reads. */
    refuse: (adminId: number, input: { id: number; reason: string }) =>
      decide(adminId, input, false),

    /** Whether the member is an approved distributor. */
    isDistributor: (trx: Db, userId: number) => distributorsRepository.isApproved(trx, userId),

    /** The distributor rate in basis points for an approved distributor, else 0 (checkout). */
    async discountOf(trx: Db, userId: number): Promise<number> {
      if (!(await distributorsRepository.isApproved(trx, userId))) return 0;
      return (await settings.get('distributors.discount')).rateBps;
    },
  };
}
