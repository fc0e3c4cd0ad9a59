import type { Db } from '../../db/database.ts';
import type { AfterCommit } from '../orders/index.ts';
import type { CompletedOrder, CompletedRefund, TeamDeps } from './ports.ts';
import { type CommissionRow, teamRepository } from './team.repository.ts';

const BPS = 10_000n;

/** Rate × amount in basis points, rounded down to the minor unit. */
export const commissionOf = (amountMinor: bigint, rateBps: number): bigint =>
  amountMinor > 0n ? (amountMinor * BigInt(rateBps)) / BPS : 0n;

export type CommissionService = ReturnType<typeof createCommissionService>;

/** Commissions: credited as held income when an invited member's order completes, reversed by refunds. */
export function createCommissionService(
  deps: Pick<
    TeamDeps,
    'db' | 'clock' | 'settings' | 'changed' | 'notify' | 'log' | 'tree' | 'wallet'
  >,
) {
  const { db, clock } = deps;

  /** Tells a member (after commit) that a commission moved: the wallet push and a notice. */
  function tell(
    userId: number,
    key: 'team.commissionCredited' | 'team.commissionReversed',
    row: { orderId: number; level: number; amountMinor: bigint },
  ): void {
    deps.changed(userId, { type: 'wallet_changed' });
    deps
      .notify(userId, {
        type: 'notice',
        message: {
          key,
          params: { order: row.orderId, level: row.level, amount: String(row.amountMinor) },
        },
        modules: 'team',
        modulesId: row.orderId,
      })
      .catch((error: unknown) =>
        deps.log.warn({ err: error, userId, orderId: row.orderId }, 'commission notice failed'),
      );
  }

  return {
    /**
     * An order completed (received, by the buyer or automatically): each of the at most two inviters
     * above the buyer is credited its level's rate of the price less refunds, as held income out of
     * the promotions account, once per (order, level). Reads the rates and hold days first (outside
     * the caller's transaction); the hook runs inside it and answers what to tell after commit.
     */
    async prepareCredit() {
      const rates = await deps.settings.get('team.commission');
      const creditHeld = await deps.wallet().heldCredit();
      return async (trx: Db, order: CompletedOrder): Promise<AfterCommit | undefined> => {
        const baseMinor = order.priceMinor - order.refundedMinor;
        if (baseMinor <= 0n || (await teamRepository.orderHasCommissions(trx, order.id))) return;
        const uplines = await deps.tree.uplines(trx, order.userId);
        const credited: CommissionRow[] = [];
        for (const [index, userId] of uplines.slice(0, 2).entries()) {
          const level = index + 1;
          const rateBps = level === 1 ? rates.level1Rate : rates.level2Rate;
          const amountMinor = commissionOf(baseMinor, rateBps);
          if (amountMinor <= 0n) continue;
          const hold = await creditHeld(trx, {
            userId,
            amountMinor,
            from: 'promotions',
            reason: `commission order ${order.id} level ${level}`,
            reference: `order:${order.id}`,
            idempotencyKey: `commission:${order.id}:${level}`,
          });
          credited.push(
            await teamRepository.insertCommission(trx, {
              orderId: order.id,
              buyerId: order.userId,
              userId,
              level,
              rateBps,
              baseMinor,
              amountMinor,
              incomeHoldId: hold.holdId,
              availableAt: hold.availableAt,
            }),
          );
        }
        if (credited.length === 0) return;
        return async () => {
          for (const row of credited) tell(row.userId, 'team.commissionCredited', row);
        };
      };
    },

    /**
     * A refund completed: each commission of its order still held gives back its rate of the refunded
     * amount (never more than is left), once per (commission, refund), inside the refund's
     * transaction. A commission already released is kept (the refund came after the hold).
     */
    async reverse(trx: Db, refund: CompletedRefund): Promise<void> {
      const now = clock.now();
      for (const row of await teamRepository.lockCreditedOfOrder(trx, refund.orderId)) {
        const left = row.amountMinor - row.reversedMinor;
        const wanted = commissionOf(refund.amountMinor, row.rateBps);
        const amountMinor = wanted < left ? wanted : left;
        if (amountMinor <= 0n) continue;
        const key = { commissionId: row.id, refundId: refund.refundId, amountMinor };
        if (!(await teamRepository.insertReversal(trx, key))) continue;
        const reversed = await deps.wallet().reverseHeld(trx, {
          holdId: row.incomeHoldId,
          amountMinor,
          to: 'promotions',
          reason: `commission order ${row.orderId} level ${row.level} refund ${refund.refundId}`,
          idempotencyKey: `commission-reverse:${row.id}:${refund.refundId}`,
        });
        if (!reversed) {
          await teamRepository.deleteReversal(trx, key);
          continue;
        }
        if (!(await teamRepository.addReversed(trx, row.id, amountMinor, now)))
          throw new Error(`commission ${row.id}: reversal past its amount`);
      }
    },

    /** After a refund committed: tells each member whose commission it reduced. */
    async tellReversed(refundId: number): Promise<void> {
      for (const row of await teamRepository.reversalsOfRefund(db, refundId))
        tell(row.userId, 'team.commissionReversed', row);
    },
  };
}
