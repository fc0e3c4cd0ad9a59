import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { NoticeKey } from '../../platform/messages/notice-messages.ts';
import type { AfterSalePort, RefundedListener, RefundNotifier, ShopTeller } from './ports.ts';
import {
  canRunRefundAction,
  REFUND_STATE,
  REFUND_TRANSITIONS,
  refundTargetOf,
  type RefundTransitionName,
} from '@cloudmall/contract/orders';
import { ITEM_REFUND_STATUS, REFUND_NOTICE, STAMP_OF } from './refund-states.ts';
import { type RefundRecord, refundsRepository } from './refunds.repository.ts';

/** Whose requests a caller may act on: the buyer's own, a shop's, or (platform) any. */
export type RefundScope = { userId: number } | { shopId: number } | 'platform';

export type RefundChanges = Parameters<typeof refundsRepository.transition>[1]['changes'];

export interface RefundFlowDeps {
  db: Db;
  clock: Clock;
  afterSale: AfterSalePort;
  notify: RefundNotifier;
  changed: ChangePort;
  /** Tells the shop's owner (merchant desk): every change pushed, a new request also as a notice. */
  tellShop?: ShopTeller;
  log: FastifyBaseLogger;
  onRefunded?: RefundedListener;
}

const inScope = (row: RefundRecord, scope: RefundScope): boolean =>
  scope === 'platform' ||
  ('userId' in scope ? row.userId === scope.userId : row.shopId === scope.shopId);

export const refundNotFound = (): AppError => new AppError('refund_not_found');
export const refundStateInvalid = (): AppError => new AppError('refund_state_invalid');

/**
 * Runs refund transitions. Each one is a guarded update (`where state in (from)`), a log line, the order
 * item's refund status kept in step, and, when it reaches "refunded", the money through
 * `afterSale.completeRefund` (credited from escrow once per refund id), all in one transaction;
 * the buyer is told after commit.
 */
export function createRefundFlow(deps: RefundFlowDeps) {
  const { db, clock, afterSale } = deps;

  /** Tells the buyer about a committed transition (`refund_changed`, then the notice); a failed notice is logged, never undoes it. */
  function tell(row: RefundRecord, key: NoticeKey): void {
    deps.changed(row.userId, { type: 'refund_changed', refund_id: row.id, order_id: row.orderId });
    if (row.state === REFUND_STATE.refunded && deps.onRefunded)
      deps.onRefunded
        .committed(row.id)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, refundId: row.id }, 'after-refund work failed'),
        );
    const message = { key, params: { id: row.id, amount: String(row.amountMinor) } };
    deps.tellShop?.(row.shopId, {
      what: 'refund',
      id: row.id,
      notice: key === 'refund.submitted' ? { ...message, key: 'shop.refundApplied' } : undefined,
    });
    deps
      .notify(row.userId, { type: 'order', message, modules: 'refund', modulesId: row.id })
      .catch((error: unknown) =>
        deps.log.warn({ err: error, refundId: row.id }, 'refund notice failed'),
      );
  }

  /** One transition inside the caller's transaction; `refund_state_invalid` when the row moved on. */
  async function move(
    trx: Db,
    row: RefundRecord,
    action: RefundTransitionName,
    by: { userId: number | null; content?: string; changes?: RefundChanges },
  ) {
    const transition = REFUND_TRANSITIONS[action];
    if (!canRunRefundAction(action, row.state, row.type)) throw refundStateInvalid();
    const to = refundTargetOf(action, row.type);
    const now = clock.now();
    const moved = await refundsRepository.transition(trx, {
      id: row.id,
      from: transition.from,
      type: row.type,
      to,
      now,
      stamp: STAMP_OF[to],
      changes: by.changes,
    });
    if (!moved) throw refundStateInvalid();
    await refundsRepository.insertLog(trx, {
      refundId: moved.id,
      actor: transition.actor,
      userId: by.userId,
      event: transition.event,
      content: by.content ?? '',
      createdAt: now,
    });
    if (to === REFUND_STATE.refunded) {
      await afterSale.completeRefund(trx, {
        refundId: moved.id,
        orderId: moved.orderId,
        itemId: moved.orderItemId,
        userId: moved.userId,
        amountMinor: moved.amountMinor,
      });
      await deps.onRefunded?.inTransaction(trx, {
        refundId: moved.id,
        orderId: moved.orderId,
        amountMinor: moved.amountMinor,
      });
    } else {
      await afterSale.setItemRefund(trx, moved.orderItemId, moved.id, ITEM_REFUND_STATUS[to]);
    }
    return moved;
  }

  return {
    move,
    tell,

    /**
     * Loads the request within the caller's scope (another's ⇒ `refund_not_found`), optionally computes
     * changes, runs the action and `after` in one transaction, then tells the buyer.
     */
    async act(
      id: number,
      scope: RefundScope,
      action: RefundTransitionName,
      by: { userId: number | null; content?: string },
      hooks: {
        prepare?: (trx: Db, row: RefundRecord) => Promise<RefundChanges>;
        after?: (trx: Db, row: RefundRecord) => Promise<void>;
      } = {},
    ): Promise<true> {
      const moved = await inTransaction(db, async (trx) => {
        const row = await refundsRepository.find(trx, id);
        if (!row || !inScope(row, scope)) throw refundNotFound();
        const changes = hooks.prepare ? await hooks.prepare(trx, row) : undefined;
        const result = await move(trx, row, action, { ...by, changes });
        await hooks.after?.(trx, result);
        return result;
      });
      tell(moved, REFUND_NOTICE[action]);
      return true;
    },
  };
}

export type RefundFlow = ReturnType<typeof createRefundFlow>;
