import { orderRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { ensureAddress, shipOrder, userIdOf } from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { fund, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import { applied, DAY, orderRow, paidItem } from '../../../test/refund-fixtures.ts';

let buyer: string;
let merchant: string;
let merchantId: number;
useTestApp({ catalog: true }, async () => {
  buyer = await tokenOf(t, 'demo');
  merchant = await tokenOf(t, 'merchant');
  merchantId = await userIdOf(t, merchant);
  await ensureAddress(t, buyer);
  await fund(t, await userIdOf(t, buyer), 10_000_000n);
});

const balanceMinor = async (userId: number) =>
  (await t.wallet.balances.figures(userId)).balanceMinor;

/** A paid one-item order of the merchant's shop that the merchant shipped and the buyer received. */
async function receivedOrder() {
  const target = await paidItem(t, buyer, 1);
  expect((await shipOrder(t, merchant, target.orderId)).body.code).toBe(1);
  expect((await call(t, orderRoutes.confirm, { id: target.orderId }, buyer)).body.code).toBe(1);
  return target;
}

/** Runs the order jobs once the after-sale window is over; answers what the merchant was credited. */
async function settleAfterWindow() {
  const before = await balanceMinor(merchantId);
  t.clock.advance(8 * DAY);
  const run = await t.orders.jobs.runDue();
  return { settled: run.settled, credited: (await balanceMinor(merchantId)) - before };
}

describe('settlement pays the shop the price less what was refunded, never while a refund is open', () => {
  it('an open refund request holds settlement back; once the buyer closes it the shop is paid the whole price', async () => {
    const target = await receivedOrder();
    const refundId = await applied(t, buyer, target, { type: 0 });
    const held = await settleAfterWindow();
    console.log(`open refund: settled ${held.settled}, shop credited ${held.credited}`);
    expect(held.credited).toBe(0n);
    expect((await orderRow(t, target.orderId)).settledAt).toBeNull();

    expect(
      (
        await call(
          t,
          shopRefundRoutes.refuse,
          { id: refundId, refuse_content: 'Not broken' },
          merchant,
        )
      ).body.code,
    ).toBe(1);
    expect((await settleAfterWindow()).credited).toBe(0n);
    expect((await call(t, refundRoutes.closeRefund, { id: refundId }, buyer)).body.code).toBe(1);
    const paid = await settleAfterWindow();
    const row = await orderRow(t, target.orderId);
    console.log(
      `after close: settled ${paid.settled}, shop credited ${paid.credited} of price ${row.priceMinor}`,
    );
    expect(paid.credited).toBe(row.priceMinor);
    expect(row.settledAt).not.toBeNull();
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('after a partial refund the shop is paid exactly the price minus the refunded amount, once', async () => {
    const target = await receivedOrder();
    const refundId = await applied(t, buyer, target, { type: 0, money: '0.37' });
    expect((await call(t, shopRefundRoutes.agree, { id: refundId }, merchant)).body.code).toBe(1);
    const refunded = await orderRow(t, target.orderId);
    expect(refunded.refundedMinor).toBe(37n);
    const first = await settleAfterWindow();
    const again = await settleAfterWindow();
    console.log(
      `partial refund: price ${refunded.priceMinor}, refunded 37, shop credited ${first.credited} then ${again.credited}`,
    );
    expect(first.credited).toBe(refunded.priceMinor - 37n);
    expect(again.credited).toBe(0n);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});
