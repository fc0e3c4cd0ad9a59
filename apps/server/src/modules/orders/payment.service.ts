import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { pageTokenValid } from '../../platform/http/page-tokens.ts';
import { debit } from '../wallet/index.ts';
import { newNumber } from './checkout.service.ts';
import { stockLines } from './order-actions.ts';
import { type OrderRecord, orderRepository, ownedBy } from './order.repository.ts';
import type { OrdersCatalogPort } from './ports.ts';
import type { Tell } from './order-notices.ts';
import { issuePayToken, PAY_SCOPE } from './order-tokens.ts';

/** Order ids as sent (one or a list): distinct, ascending. */
const idsOf = (orderIds: number | number[]) =>
  [...new Set(Array.isArray(orderIds) ? orderIds : [orderIds])].sort((a, b) => a - b);

/** Work a hook hands back to run once the payment transaction has committed (never after a rollback). */
export type AfterCommit = () => Promise<void>;

/**
 * Hooks run inside the payment transaction, once per order paid (groups joins the payer to the team).
 * A hook may return an `AfterCommit` (e.g. notices), run by `pay` only once the payment committed.
 */
export interface OrderEvents {
  onPaid: Array<(trx: Db, order: OrderRecord) => Promise<AfterCommit | undefined>>;
  /**
   * Hooks of an order's completion (received: confirmed by the buyer or automatically). Each is
   * prepared before the transaction (it may read settings) and then runs inside it, once per order.
   */
  onReceived: Array<() => Promise<ReceivedHook>>;
}

/** A prepared completion hook: runs in the receiving transaction, may hand back after-commit work. */
export type ReceivedHook = (trx: Db, order: OrderRecord) => Promise<AfterCommit | undefined>;

/** Runs after-commit work in order; a failure is logged, never undoes what committed. */
export async function runAfterCommit(
  work: AfterCommit[],
  log: { warn: (obj: unknown, msg: string) => void },
): Promise<void> {
  for (const after of work)
    await after().catch((error: unknown) => log.warn({ err: error }, 'after-commit work failed'));
}

/** Prepares every completion hook (outside the transaction that will run them). */
export const prepareReceived = (events: OrderEvents): Promise<ReceivedHook[]> =>
  Promise.all(events.onReceived.map((prepare) => prepare()));

/** Runs prepared completion hooks on a received order inside its transaction; answers their after-commit work. */
export async function runReceived(
  trx: Db,
  hooks: ReceivedHook[],
  order: OrderRecord,
): Promise<AfterCommit[]> {
  const after: AfterCommit[] = [];
  for (const hook of hooks) {
    const work = await hook(trx, order);
    if (work) after.push(work);
  }
  return after;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  events: OrderEvents;
  catalog: OrdersCatalogPort;
  balanceOf: (userId: number) => Promise<bigint>;
  tell: Tell;
  log: { warn: (obj: unknown, msg: string) => void };
}) {
  const { db, clock, events, catalog } = deps;

  /**
   * In the caller's transaction: every order 1 → 2 (guarded, else nothing moves), one debit to escrow,
   * hooks; the caller runs `recordSales` last in the same transaction (the contended rows are then
   * locked only until commit) and `afterCommit` once it has committed (dropped on rollback or retry).
   */
  async function payIn(
    trx: Db,
    userId: number,
    ids: number[],
  ): Promise<{
    paid: OrderRecord[];
    payNo: string;
    totalMinor: bigint;
    afterCommit: AfterCommit[];
    recordSales: (trx: Db) => Promise<void>;
  }> {
    const now = clock.now();
    const payNo = newNumber(now, 'P');
    const tradeNo = newNumber(now, 'B');
    const paid: OrderRecord[] = [];
    for (const id of ids) {
      const row = await orderRepository.transition(
        trx,
        id,
        'pay',
        { paidAt: now, updatedAt: now, payNo, tradeNo },
        ownedBy(userId),
      );
      if (!row) throw new AppError('order_already_paid');
      paid.push(row);
    }
    const totalMinor = paid.reduce((sum, row) => sum + row.priceMinor, 0n);
    const posted = await debit(trx, {
      userId,
      amountMinor: totalMinor,
      to: 'order_escrow',
      reason: 'order_payment',
      reference: `orders:${ids.join(',')}`,
      memo: paid.map((row) => row.orderNo).join(','),
      idempotencyKey: `order-pay:${ids.join(',')}`,
    });
    if (posted.replayed) throw new AppError('order_already_paid');
    const afterCommit: AfterCommit[] = [];
    for (const row of paid) {
      for (const hook of events.onPaid) {
        const after = await hook(trx, row);
        if (after) afterCommit.push(after);
      }
    }
    const sold = stockLines(await orderRepository.items(trx, ids));
    /** Counts the sales: last before commit (the contended SKU and goods rows stay locked until then). */
    const recordSales = (last: Db) => catalog.recordSales(last, sold);
    return { paid, payNo, totalMinor, afterCommit, recordSales };
  }

  return {
    payIn,

    /** What the cashier shows: own unpaid orders only (another member's id is not found), and a one-time pay token. */
    async getPay(userId: number, orderIds: number | number[]) {
      const ids = idsOf(orderIds);
      const rows = await orderRepository.ownMany(db, userId, ids);
      if (rows.length !== ids.length) throw new AppError('order_not_found');
      if (rows.some((row) => row.state !== 1)) throw new AppError('order_already_paid');
      const names = await catalog.shopNames(
        db,
        rows.map((row) => row.shopId),
      );
      const total = formatMinor(rows.reduce((sum, row) => sum + row.priceMinor, 0n));
      const first = rows[0]!;
      return {
        list: rows.map((row) => ({
          id: row.id,
          order_id: row.id,
          order_no: row.orderNo,
          price: formatMinor(row.priceMinor),
          shop_name: names.get(row.shopId) ?? '',
        })),
        total,
        balance: formatMinor(await deps.balanceOf(userId)),
        order_id: ids.length === 1 ? first.id : ids,
        order_no: first.orderNo,
        pay_no: first.payNo ?? '',
        price: total,
        order_type: first.type,
        token: await issuePayToken(db, userId, clock.now()),
      };
    },

    /**
     * Pays own unpaid orders from the balance, all or none, once per key: a one-time pay token (issued
     * to this member, unexpired at first use) or an idempotency key; after commit:
     * the payment notices and the hooks' `afterCommit` work (awaited; a failure is logged, the payment stands).
     * A replay runs neither (its transaction paid nothing).
     */
    async pay(
      userId: number,
      input: { order_id: number | number[]; token?: string; idempotency_key?: string },
    ) {
      const ids = idsOf(input.order_id);
      const key = (input.token ?? input.idempotency_key)!;
      let last: { answer: object; paid: OrderRecord[]; afterCommit: AfterCommit[] } | undefined;
      let recordSales: (trx: Db) => Promise<void> = async () => undefined;
      const answer = await idempotent(
        db,
        { userId, scope: PAY_SCOPE, key, request: { ids } },
        async (trx) => {
          if (input.token !== undefined) {
            const at = { userId, scope: PAY_SCOPE, token: input.token, now: clock.now() };
            if (!(await pageTokenValid(trx, at))) throw new AppError('order_token_invalid');
          }
          recordSales = async () => undefined;
          const { paid, payNo, totalMinor, afterCommit, ...rest } = await payIn(trx, userId, ids);
          recordSales = rest.recordSales;
          const result = { order_id: ids, pay_no: payNo, price: formatMinor(totalMinor) };
          last = { answer: result, paid, afterCommit };
          return result;
        },
        { last: (trx) => recordSales(trx) },
      );
      // only the attempt whose answer came back committed (not a rolled-back retry, not a replay of another request)
      const committed = last?.answer === answer ? last : undefined;
      for (const row of committed?.paid ?? [])
        deps.tell(userId, 'pay', row, { amount: String(row.priceMinor) });
      for (const after of committed?.afterCommit ?? []) {
        await after().catch((error: unknown) =>
          deps.log.warn({ err: error, userId, orderIds: ids }, 'after-payment work failed'),
        );
      }
      return { ...answer, balance: formatMinor(await deps.balanceOf(userId)) };
    },

    /** The member's available balance. */
    balance: async (userId: number) => formatMinor(await deps.balanceOf(userId)),
  };
}
