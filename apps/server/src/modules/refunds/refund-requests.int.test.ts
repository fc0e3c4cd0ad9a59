import { orderRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { balanceOf, reconciled } from '../../../test/wallet-helpers.ts';
import { hasOpenRefund, openRefundCount } from './index.ts';
import {
  applied,
  creditsOf,
  events,
  itemRow,
  orderRow,
  paidItem,
  refundNotices,
  refundRow,
  settle,
  shipReturn,
} from '../../../test/refund-fixtures.ts';
import { buyer, buyerId, merchant, t, toMinor, useRefundsApp } from './refunds-test-app.ts';

useRefundsApp();

describe('a refund-only request the shop agrees', () => {
  it('credits what was paid to the buyer exactly once, closes the single-item order and tells the buyer', async () => {
    const target = await paidItem(t, buyer);
    const before = await balanceOf(t, buyer);
    const id = await applied(t, buyer, target, { type: 0 });
    expect((await itemRow(t, target.itemId)).refundStatus).toBe(1);
    expect(await openRefundCount(t.db, buyerId)).toBe(1);
    expect(await hasOpenRefund(t.db, target.orderId)).toBe(true);

    expect((await call(t, shopRefundRoutes.agree, { id }, merchant)).body.code).toBe(1);
    expect((await call(t, shopRefundRoutes.agree, { id }, merchant)).body.msg).toBe(
      'refund_state_invalid',
    );

    const after = await balanceOf(t, buyer);
    console.log(
      `refund-only: paid ${target.paid}, balance ${before} -> ${after}, credits ${await creditsOf(t, id)}`,
    );
    expect(toMinor(after) - toMinor(before)).toBe(target.paidMinor);
    expect(await creditsOf(t, id)).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({ state: 4 });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 3, refundId: id });
    expect(await orderRow(t, target.orderId)).toMatchObject({
      state: 7,
      refundedMinor: target.paidMinor,
    });
    expect(await events(t, id)).toEqual(['0:applied', '1:agreed']);
    expect(await hasOpenRefund(t.db, target.orderId)).toBe(false);
    await settle();
    expect((await refundNotices(t, buyerId, id)).map((n) => n.type)).toEqual(['order', 'order']);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('a partial refund leaves the order open with the refunded amount recorded', async () => {
    const target = await paidItem(t, buyer, 1, 1);
    const id = await applied(t, buyer, target, { money: '0.01' });
    await call(t, shopRefundRoutes.agree, { id }, merchant);
    expect(await orderRow(t, target.orderId)).toMatchObject({ state: 2, refundedMinor: 1n });
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});

describe('the after-sale tab of my orders', () => {
  it('lists an order while its request runs (applied, refused) and no longer once the buyer closes it', async () => {
    const target = await paidItem(t, buyer);
    const inTab = async () =>
      (await call(t, orderRoutes.list, { state: 'customer' }, buyer)).body.data!.data.some(
        (row) => row.id === target.orderId,
      );
    expect(await inTab()).toBe(false);
    const id = await applied(t, buyer, target, { type: 0 });
    expect(await inTab()).toBe(true);
    expect(
      (await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'Used item' }, merchant)).body
        .code,
    ).toBe(1);
    expect(await inTab()).toBe(true);
    expect(await openRefundCount(t.db, buyerId)).toBeGreaterThan(0);
    expect((await call(t, refundRoutes.closeRefund, { id }, buyer)).body.code).toBe(1);
    expect(await inTab()).toBe(false);
  });
});

describe('a return and refund', () => {
  it('agreed ⇒ the buyer ships ⇒ the shop receives ⇒ the buyer is credited once', async () => {
    const target = await paidItem(t, buyer);
    const before = await balanceOf(t, buyer);
    const id = await applied(t, buyer, target, { type: 1 });
    expect(
      (await call(t, refundRoutes.getRefundInfo, { id }, buyer)).body.data?.shopConfig,
    ).toBeNull();

    expect((await call(t, shopRefundRoutes.agree, { id }, merchant)).body.code).toBe(1);
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 2 });
    const info = (await call(t, refundRoutes.getRefundInfo, { id }, buyer)).body.data!;
    expect(info).toMatchObject({ state: 1, type: 1 });
    expect(info.shopConfig).not.toBeNull();
    expect(info.due_time).toBeGreaterThan(0);
    // Nothing moves while the parcel is on its way; the shop cannot receive before it is shipped.
    expect((await call(t, shopRefundRoutes.receive, { id }, merchant)).body.msg).toBe(
      'refund_state_invalid',
    );

    expect(
      (
        await shipReturn(t, buyer, id, {
          express_name: 'SF Express',
          express_no: 'SF1234567890',
        })
      ).body.code,
    ).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({
      state: 6,
      expressName: 'SF Express',
      expressNo: 'SF1234567890',
    });
    expect(await balanceOf(t, buyer)).toBe(before);

    expect((await call(t, shopRefundRoutes.receive, { id }, merchant)).body.code).toBe(1);
    expect(toMinor(await balanceOf(t, buyer)) - toMinor(before)).toBe(target.paidMinor);
    expect(await creditsOf(t, id)).toBe(1);
    expect(await events(t, id)).toEqual([
      '0:applied',
      '1:agreed',
      '0:return_shipped',
      '1:received',
    ]);
    const log = (await call(t, refundRoutes.getRefundLog, { id }, buyer)).body.data!;
    expect(log.map((l) => [l.type, l.name !== ''])).toEqual([
      [0, true],
      [1, true],
      [0, true],
      [1, true],
    ]);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('a refund-only request has no parcel: shipping it is refused', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target, { type: 0 });
    expect((await shipReturn(t, buyer, id)).body.msg).toBe('refund_state_invalid');
  });
});
