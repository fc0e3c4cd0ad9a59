import { formatMinor } from '@cloudmall/contract';
import { orderRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.ts';
import { placeOrder, shipOrder, skuOfShop } from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import {
  applied,
  apply,
  DAY,
  itemRow,
  paidItem,
  refundRow,
} from '../../../test/refund-fixtures.ts';
import { buyer, merchant, other, shop2, t, useRefundsApp } from './refunds-test-app.ts';

useRefundsApp();

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
          await shipOrder(t, merchant, target.orderId, {
            express_name: 'SF Express',
            express_no: 'SF0001',
          })
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
