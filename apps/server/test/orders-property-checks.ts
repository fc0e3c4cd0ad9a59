import { formatMinor } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { asc, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, refunds } from '../src/db/schema/index.ts';
import type { ModelOrder } from './orders-model-terms.ts';
import {
  type Run,
  count,
  escrowBalance,
  escrowByOrders,
  ownerToken,
  skuRows,
} from './orders-property-world.ts';
import { call } from './test-app.ts';
import { balanceOf, reconciled } from './wallet-helpers.ts';

/**
 * The checks of the order money property test: after every command the database equals the model;
 * after a run the orders are at rest, escrow moved as the model says and the ledger reconciles.
 */

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** Every balance, SKU stock and sales, order, refund and the escrow account equal the model. */
export async function compare(r: Run, step: number): Promise<void> {
  const { w, model, log } = r;
  const { t } = w;
  const where = `run ${r.number} after command ${step} (${log[log.length - 1] ?? 'start'})`;
  for (const i of r.members.keys())
    expect(await balanceOf(t, await r.buyerToken(i)), `${where}: buyer ${i} balance`).toBe(
      formatMinor(model.balances[i]!),
    );
  for (const shop of w.shopList)
    expect(await balanceOf(t, await ownerToken(w, shop)), `${where}: ${shop.owner} balance`).toBe(
      formatMinor(model.ownerBalances.get(shop.ownerId)!),
    );
  const skus = await skuRows(w);
  expect(
    w.skuList.map((s) => skus.find((x) => x.id === s.skuId)!.stock),
    `${where}: stocks`,
  ).toEqual(model.stocks);
  expect(
    w.skuList.map((s) => skus.find((x) => x.id === s.skuId)!.sales),
    `${where}: sales`,
  ).toEqual(model.sales);
  if (model.orders.length > 0) {
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, idsOf(model.orders)))
      .orderBy(asc(orders.id));
    expect(
      rows.map((x) => ({
        id: x.id,
        state: x.state,
        price: formatMinor(x.priceMinor),
        refunded: formatMinor(x.refundedMinor),
        settled: x.settledAt !== null,
      })),
      `${where}: orders`,
    ).toEqual(
      model.orders.map((o) => ({
        id: o.id,
        state: o.state,
        price: formatMinor(o.price),
        refunded: formatMinor(o.refunded),
        settled: o.settled,
      })),
    );
  }
  if (model.refunds.length > 0) {
    const rows = await t.db
      .select({ id: refunds.id, state: refunds.state })
      .from(refunds)
      .where(inArray(refunds.id, idsOf(model.refunds)))
      .orderBy(asc(refunds.id));
    expect(rows, `${where}: refunds`).toEqual(
      model.refunds.map((x) => ({ id: x.id, state: x.state })),
    );
  }
  expect(formatMinor(await escrowBalance(w)), `${where}: escrow`).toBe(formatMinor(model.escrow));
}

/** The touched order as its buyer sees it through the API. */
export async function compareInfo(r: Run, o: ModelOrder, at: string): Promise<void> {
  const { body } = await call(r.w.t, orderRoutes.info, { id: o.id }, await r.buyerToken(o.buyer));
  const seen = {
    state: body.data?.state,
    price: body.data?.pay.price,
    refunded: body.data?.pay.refund_price,
    items: body.data?.goods.map((g) => ({
      id: g.id,
      actual: g.actual_payment,
      refunded: g.refund_status === 3,
    })),
  };
  const items = o.items.map((i) => ({
    id: i.id,
    actual: formatMinor(i.actual),
    refunded: i.refund === 'refunded',
  }));
  expect(seen, `${at}: order ${o.id} info`).toEqual({
    state: o.state,
    price: formatMinor(o.price),
    refunded: formatMinor(o.refunded),
    items,
  });
}

/** After the drain: every order at rest, escrow moved by paid − refunded − settled, the ledger reconciles. */
export async function checkAtRest(r: Run, escrowAtStart: bigint): Promise<void> {
  const { w, model } = r;
  for (const o of model.orders) {
    expect([2, 6, 7], `run ${r.number}: order ${o.id} at rest`).toContain(o.state);
    expect(
      o.refunded <= o.price && (o.state !== 6 || o.settled),
      `run ${r.number}: order ${o.id} refunded ≤ price, settled once completed`,
    ).toBe(true);
  }
  for (const [what, n] of Object.entries(model.counts)) count(w, what, n);
  count(
    w,
    'settledAfterPartialRefund',
    model.orders.filter((o) => o.settled && o.refunded > 0n && o.refunded < o.price).length,
  );
  expect(
    formatMinor((await escrowBalance(w)) - escrowAtStart),
    `run ${r.number}: escrow moved by paid − refunded − settled`,
  ).toBe(formatMinor(model.escrowFlow()));
  expect(
    formatMinor(await escrowBalance(w)),
    `run ${r.number}: escrow = Σ orders (paid − refunded − settled)`,
  ).toBe(formatMinor(await escrowByOrders(w)));
  const report = await reconciled(w.t);
  expect(report, `run ${r.number}: reconciliation`).toMatchObject({
    ok: true,
    global_sum: '0.00',
    negative_accounts: 0,
    mismatched_accounts: 0,
    unbalanced_transactions: 0,
  });
}
