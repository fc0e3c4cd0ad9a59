import { formatMinor } from '@cloudmall/contract';
import {
  orderRoutes,
  refundConsoleRoutes,
  refundRoutes,
  shopRefundRoutes,
} from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems } from '../../db/schema/index.ts';
import { placeOrder, skuOfShop, userIdOf } from '../../../test/order-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import { hasOpenRefund, openRefundCount } from './index.ts';
import {
  applied,
  apply,
  creditsOf,
  DAY,
  events,
  itemRow,
  orderRow,
  paidItem,
  refundNotices,
  refundRow,
  settle,
} from '../../../test/refund-fixtures.ts';

let t: TestApp;
let buyer: string;
let other: string;
let merchant: string;
let shop2: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp({ catalog: true });
  [buyer, other, merchant, shop2] = (await Promise.all(
    ['demo', 'demo2', 'merchant', 'shop2'].map((name) => tokenOf(t, name)),
  )) as [string, string, string, string];
  buyerId = await userIdOf(t, buyer);
});
afterAll(async () => t.close());

const toMinor = (money: string) => BigInt(money.replace('.', ''));
/** One session per member: `reconciled` logs the admin in again, so each admin step logs in afresh. */
const admin = () => tokenOf(t, 'admin');

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
        await call(
          t,
          refundRoutes.toExpress,
          { id, express_name: 'SF Express', express_no: 'SF1234567890' },
          buyer,
        )
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
    expect(
      (
        await call(
          t,
          refundRoutes.toExpress,
          { id, express_name: 'EMS', express_no: 'EMS12345' },
          buyer,
        )
      ).body.msg,
    ).toBe('refund_state_invalid');
  });
});

describe('refused ⇒ arbitration', () => {
  it('the buyer can ask the platform only after a refusal; the admin agreeing refunds, audited', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    expect((await call(t, refundRoutes.arbitrationRefund, { id }, buyer)).body.msg).toBe(
      'refund_state_invalid',
    );
    expect(
      (await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'Item was used' }, merchant))
        .body.code,
    ).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({ state: 2, refuseContent: 'Item was used' });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 5 });
    expect((await call(t, refundRoutes.arbitrationRefund, { id }, buyer)).body.code).toBe(1);
    expect(
      (await call(t, refundConsoleRoutes.list, { state: 3 }, await admin())).body.data?.data.map(
        (r) => r.id,
      ),
    ).toContain(id);
    expect((await call(t, refundConsoleRoutes.agree, { id }, merchant)).status).toBe(403);

    const before = await balanceOf(t, buyer);
    expect((await call(t, refundConsoleRoutes.agree, { id }, await admin())).body.code).toBe(1);
    expect(toMinor(await balanceOf(t, buyer)) - toMinor(before)).toBe(target.paidMinor);
    expect(await events(t, id)).toEqual([
      '0:applied',
      '1:refused',
      '0:arbitration',
      '2:platform_agreed',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `refund:${id}`));
    expect(audits.map((a) => a.action)).toEqual(['refund.arbitration.agreed']);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('the platform refusing closes the request and moves nothing', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'No' }, merchant);
    await call(t, refundRoutes.arbitrationRefund, { id }, buyer);
    const before = await balanceOf(t, buyer);
    expect(
      (
        await call(
          t,
          refundConsoleRoutes.refuse,
          { id, refuse_content: 'Photos show no defect' },
          await admin(),
        )
      ).body.code,
    ).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({ state: 5 });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 4 });
    expect(await balanceOf(t, buyer)).toBe(before);
    expect(await creditsOf(t, id)).toBe(0);
  });

  it('editing a refused request puts it back to applied with the new fields', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'Too much' }, merchant);
    const edit = await call(
      t,
      refundRoutes.editRefund,
      { id, money: '0.01', type: 0, reason: 3, expressType: 0, images: [], refund_content: 'Half' },
      buyer,
    );
    expect(edit.body.code).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({
      state: 0,
      amountMinor: 1n,
      reason: 3,
      content: 'Half',
    });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 1 });
    const tooMuch = await call(
      t,
      refundRoutes.editRefund,
      { id, money: formatMinor(target.paidMinor + 1n), type: 0, reason: 3 },
      buyer,
    );
    expect(tooMuch.body.msg).toBe('refund_amount_exceeded');
  });
});

describe('who may request and decide', () => {
  it('an amount above what was paid for the item is refused', async () => {
    const target = await paidItem(t, buyer);
    const { body } = await apply(t, buyer, target, { money: formatMinor(target.paidMinor + 1n) });
    expect(body.msg).toBe('refund_amount_exceeded');
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 0 });
  });

  it('a second request on the same item is refused, while running and after it closed', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    expect((await apply(t, buyer, target)).body.msg).toBe('refund_item_unavailable');
    expect((await call(t, refundRoutes.closeRefund, { id }, buyer)).body.code).toBe(1);
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 4 });
    expect((await apply(t, buyer, target)).body.msg).toBe('refund_item_unavailable');
    expect((await call(t, refundRoutes.closeRefund, { id }, buyer)).body.msg).toBe(
      'refund_state_invalid',
    );
  });

  it('an unpaid order cannot be refunded', async () => {
    const sku = await skuOfShop(t, 1, 5);
    const [order] = await placeOrder(t, buyer, [
      { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
    ]);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(
      (await apply(t, buyer, { orderId: order!.id, itemId: item!.id, paid: '0.01' })).body.msg,
    ).toBe('order_not_paid');
  });

  it("another member's order and request ids are not found, and nothing changes", async () => {
    const target = await paidItem(t, buyer);
    expect((await apply(t, other, target)).body.msg).toBe('order_not_found');
    const id = await applied(t, buyer, target);
    const before = await refundRow(t, id);
    for (const [route, input] of [
      [refundRoutes.getRefundInfo, { id }],
      [refundRoutes.getRefundLog, { id }],
      [refundRoutes.closeRefund, { id }],
      [refundRoutes.arbitrationRefund, { id }],
      [refundRoutes.toExpress, { id, express_name: 'EMS', express_no: 'EMS12345' }],
      [refundRoutes.editRefund, { id, money: '0.01', type: 0, reason: 0 }],
    ] as const) {
      expect((await call(t, route, input, other)).body.msg).toBe('refund_not_found');
    }
    expect(
      (await call(t, refundRoutes.refundList, {}, other)).body.data?.data.map((r) => r.id),
    ).not.toContain(id);
    expect(await refundRow(t, id)).toEqual(before);
  });

  it("another shop's merchant cannot see or decide the request; a member without a shop is refused", async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    for (const route of [shopRefundRoutes.agree, shopRefundRoutes.receive])
      expect((await call(t, route, { id }, shop2)).body.msg).toBe('refund_not_found');
    expect(
      (await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'x' }, shop2)).body.msg,
    ).toBe('refund_not_found');
    expect(
      (await call(t, shopRefundRoutes.list, {}, shop2)).body.data?.data.map((r) => r.id),
    ).not.toContain(id);
    expect((await call(t, shopRefundRoutes.agree, { id }, other)).body.msg).toBe('not_shop_owner');
    expect(await refundRow(t, id)).toMatchObject({ state: 0 });
    expect(
      (await call(t, shopRefundRoutes.list, { state: 0 }, merchant)).body.data?.data.map(
        (r) => r.id,
      ),
    ).toContain(id);
  });
});

describe('the after-sale window', () => {
  it('a received order can be refunded until afterSaleDays after receipt, not after', async () => {
    const first = await paidItem(t, buyer);
    const second = await paidItem(t, buyer, 1, 1);
    for (const target of [first, second]) {
      expect(
        (
          await call(
            t,
            orderRoutes.ship,
            { id: target.orderId, express_name: 'SF Express', express_no: 'SF0001' },
            merchant,
          )
        ).body.code,
      ).toBe(1);
      expect((await call(t, orderRoutes.confirm, { id: target.orderId }, buyer)).body.code).toBe(1);
    }
    const { afterSaleDays } = await t.settings.get('orders.aftersale');
    t.clock.advance(afterSaleDays * DAY - 60_000);
    expect((await apply(t, buyer, first)).body.code).toBe(1);
    t.clock.advance(120_000);
    expect((await apply(t, buyer, second)).body.msg).toBe('refund_period_over');
    expect(
      (
        await call(
          t,
          refundRoutes.applyInfo,
          { order_id: second.orderId, goods_id: second.itemId },
          buyer,
        )
      ).body.msg,
    ).toBe('refund_period_over');
  });
});
