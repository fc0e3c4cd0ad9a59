import { inTransaction } from '../../db/transaction.ts';
import type { RefundsDeps } from './ports.ts';
import type { RefundFlow } from './refund-flow.ts';
import { DUE_RULES, REFUND_NOTICE } from './refund-states.ts';
import { type RefundRecord, refundsRepository } from './refunds.repository.ts';

const DAY_MS = 86_400_000;

/**
 * Refund automation (protocol §4.3), on the injected clock: an untreated request is agreed after
 * `refundAutoAgreeDays`, an agreed return not shipped within `returnShipDays` closes, a shipped return
 * not received within `returnReceiveDays` is refunded, and a refused request the buyer leaves alone for
 * `returnShipDays` closes (so the shop is paid in the end). Each row is claimed with SKIP LOCKED in its
 * own transaction, so several instances (or a merchant acting at the same moment) never double-act.
 */
export function createRefundJobs(
  deps: Pick<RefundsDeps, 'db' | 'clock' | 'settings' | 'log'> & { flow: RefundFlow },
) {
  const { db, clock, settings, flow } = deps;

  return {
    async runDue(limit = 500): Promise<number> {
      const rules = await settings.get('orders.aftersale');
      let moved = 0;
      for (const rule of DUE_RULES) {
        const before = new Date(clock.now().getTime() - rules[rule.setting] * DAY_MS);
        const failed: number[] = [];
        while (moved < limit) {
          let claimed: RefundRecord | undefined;
          try {
            const done = await inTransaction(db, async (trx) => {
              claimed = await refundsRepository.claimDue(trx, rule.state, before, failed);
              return claimed ? flow.move(trx, claimed, rule.action, { userId: null }) : undefined;
            });
            if (!done) break;
            moved += 1;
            flow.tell(done, REFUND_NOTICE[rule.action]);
          } catch (error) {
            if (!claimed) throw error;
            failed.push(claimed.id);
            deps.log.error(
              { err: error, refundId: claimed.id, action: rule.action },
              'refund job: transition failed',
            );
          }
        }
      }
      return moved;
    },
  };
}

export type RefundJobs = ReturnType<typeof createRefundJobs>;
