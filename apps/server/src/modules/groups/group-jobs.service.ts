import { ORDER_STATE } from '@cloudmall/contract/orders';
import { inTransaction } from '../../db/transaction.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import type { GroupsDeps } from './ports.ts';

export interface GroupJobsReport {
  failed: number;
  refundedOrders: number;
  /** Teams whose refund threw (logged, retried next run). */
  errors: number;
}

/** Due teams: expired open teams fail and refund their members; ready teams whose leader order closed fail. */
export function createGroupJobs(
  deps: Pick<GroupsDeps, 'db' | 'clock' | 'orders' | 'notify' | 'changed' | 'log'>,
) {
  /** One due team per transaction (claimed with SKIP LOCKED): fail it, close and refund every paid member order. */
  async function failOne(
    skip: number[],
  ): Promise<{ teamId: number; refunded: { orderId: number; userId: number }[] } | null> {
    let claimed: number | undefined;
    return inTransaction(deps.db, async (trx) => {
      const now = deps.clock.now();
      const leaderClosed = await deps
        .orders()
        .reads.teamsWithClosedLeaderOrder(trx, await repo.readyTeams(trx, now));
      const team = await repo.claimDue(trx, now, leaderClosed, skip);
      if (!team) return null;
      claimed = team.id;
      await repo.failTeam(trx, team.id);
      const paid = await deps.orders().reads.teamOrders(trx, team.id, 2);
      for (const order of paid) await deps.orders().closeAndRefund(trx, order.id, 'group_failed');
      return { teamId: team.id, refunded: paid.map((o) => ({ orderId: o.id, userId: o.userId })) };
    }).catch((error: unknown) => {
      // one broken team must not stop the others: it is retried on the next run
      if (claimed === undefined) throw error;
      deps.log?.error({ err: error, teamId: claimed }, 'groups: failing a team failed');
      skip.push(claimed);
      return { teamId: claimed, refunded: [], error: true as const };
    });
  }

  return {
    /** Works through every due team; safe to run on several instances at once. */
    async runDue(limit = 500): Promise<GroupJobsReport> {
      const report: GroupJobsReport = { failed: 0, refundedOrders: 0, errors: 0 };
      const skip: number[] = [];
      for (let i = 0; i < limit; i += 1) {
        const done = await failOne(skip);
        if (!done) break;
        if ('error' in done) {
          report.errors += 1;
          continue;
        }
        report.failed += 1;
        report.refundedOrders += done.refunded.length;
        for (const o of done.refunded) {
          deps.changed?.(o.userId, {
            type: 'order_changed',
            order_id: o.orderId,
            state: ORDER_STATE.closed,
          });
          deps.changed?.(o.userId, { type: 'wallet_changed' });
          await deps
            .notify?.(o.userId, {
              type: 'order',
              message: { key: 'group.failed', params: {} },
              modules: 'groups',
              modulesId: done.teamId,
            })
            .catch((error: unknown) => deps.log?.error({ err: error }, 'groups: notice failed'));
        }
      }
      return report;
    },
  };
}
