import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { credit } from '../wallet/index.ts';
import { closeUnpaid, completeOrder } from './order-actions.ts';
import { dueOrders, type OrderRecord, orderRepository } from './order.repository.ts';
import type { OpenRefunds, OrdersDeps } from './ports.ts';
import { writeReviews } from './reviews.service.ts';

import type { Tell } from './order-notices.ts';
import {
  type AfterCommit,
  type OrderEvents,
  prepareReceived,
  runAfterCommit,
  runReceived,
} from './payment.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BATCH = 100;

export type OrderJobs = ReturnType<typeof createOrderJobs>;

/** Order automations (protocol §4.2): each claims due rows with `for update skip locked`, so several instances never do one twice. */
export function createOrderJobs(
  deps: Pick<
    OrdersDeps,
    'db' | 'clock' | 'settings' | 'coupons' | 'catalog' | 'changed' | 'log'
  > & { openRefunds: OpenRefunds; tell: Tell; events: OrderEvents },
) {
  const { db, clock, settings, coupons, catalog, tell } = deps;

  /**
   * Claims due orders in id order, a batch per transaction, and runs `work` on each in the claim's
   * transaction: an order answered is moved and its buyer told after commit, `true` is moved silently.
   */
  async function sweep(
    where: SQL,
    work: (trx: Db, order: OrderRecord, now: Date) => Promise<OrderRecord | true | null>,
    action: string,
  ): Promise<number> {
    let moved = 0;
    let after = 0;
    for (;;) {
      const now = clock.now();
      const done = await inTransaction(db, async (trx) => {
        const claimed = await orderRepository.claim(trx, where, after, BATCH);
        const results: Array<OrderRecord | true> = [];
        for (const order of claimed) {
          const result = await work(trx, order, now);
          if (result) results.push(result);
        }
        return { claimed, results };
      });
      for (const result of done.results) if (result !== true) tell(result.userId, action, result);
      moved += done.results.length;
      if (done.claimed.length < BATCH) return moved;
      after = done.claimed[done.claimed.length - 1]!.id;
    }
  }

  /** Pays the shop owner once the after-sale window closed with no open request: price − refunded from escrow, plus the platform's coupon share. */
  async function settle(
    trx: Db,
    order: OrderRecord,
    now: Date,
    paidOwners: Set<number>,
  ): Promise<true | null> {
    if ((await deps.openRefunds(trx, order.id)) > 0) return null;
    const shopOwner = await catalog.shopOwner(trx, order.shopId);
    if (shopOwner === null) return null;
    const marked = await orderRepository.transition(
      trx,
      order.id,
      'settle',
      { settledAt: now },
      dueOrders.notSettled(),
    );
    if (!marked) return null;
    const owed = order.priceMinor - order.refundedMinor;
    if (owed > 0n)
      await credit(trx, {
        userId: shopOwner,
        from: 'order_escrow',
        amountMinor: owed,
        reason: 'order_settlement',
        reference: `order:${order.id}`,
        idempotencyKey: `order-settle:${order.id}`,
      });
    if (order.platformDiscountMinor > 0n) {
      await credit(trx, {
        userId: shopOwner,
        from: 'promotions',
        amountMinor: order.platformDiscountMinor,
        reason: 'order_settlement',
        reference: `order:${order.id}`,
        idempotencyKey: `order-settle-promo:${order.id}`,
      });
    }
    paidOwners.add(shopOwner);
    return true; // the buyer is not told about the shop's settlement
  }

  return {
    /** Runs every due automation once; answers how many orders each moved. */
    async runDue() {
      const now = clock.now();
      const timing = await settings.get('orders.timing');
      const aftersale = await settings.get('orders.aftersale');
      const closed = await sweep(
        dueOrders.unpaidSince(new Date(now.getTime() - timing.autoCloseMinutes * MINUTE_MS)),
        (trx, order, at) =>
          closeUnpaid(trx, { coupons, catalog }, order.id, at, undefined, 'autoClose'),
        'autoClose',
      );
      // completion hooks (commissions) run in each order's claim transaction, their notices after commit
      const receivedHooks = await prepareReceived(deps.events);
      const afterReceived = new Map<number, AfterCommit[]>();
      const confirmed = await sweep(
        dueOrders.shippedSince(new Date(now.getTime() - timing.autoConfirmDays * DAY_MS)),
        async (trx, order, at) => {
          const received = await orderRepository.transition(trx, order.id, 'autoConfirm', {
            receivedAt: at,
            updatedAt: at,
          });
          if (received)
            afterReceived.set(order.id, await runReceived(trx, receivedHooks, received));
          return received;
        },
        'autoConfirm',
      );
      await runAfterCommit([...afterReceived.values()].flat(), deps.log);
      const reviewed = await sweep(
        dueOrders.unreviewedSince(new Date(now.getTime() - aftersale.autoReviewDays * DAY_MS)),
        async (trx, order, at) => {
          const completed = await completeOrder(trx, order.id, at, undefined, 'autoReview');
          if (!completed) return null;
          const items = (await orderRepository.items(trx, [order.id])).filter(
            (item) => !item.commented,
          );
          if (items.length > 0) await writeReviews(trx, catalog, order, items, new Map(), at);
          return completed;
        },
        'autoReview',
      );
      // shop owners paid by this run, told once the sweep's batches committed
      const paidOwners = new Set<number>();
      const settled = await sweep(
        dueOrders.unsettledSince(new Date(now.getTime() - aftersale.afterSaleDays * DAY_MS)),
        (trx, order, at) => settle(trx, order, at, paidOwners),
        'settle',
      );
      for (const owner of paidOwners) deps.changed(owner, { type: 'wallet_changed' });
      return { closed, confirmed, reviewed, settled };
    },
  };
}
