import { orderRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import {
  ensureAddress,
  placePaidOrder,
  shipOrder,
  skuOfShop,
} from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { key, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import { demo, t, useOrdersApp } from './orders-test-app.ts';

useOrdersApp();

describe('another member and another shop', () => {
  it('another member’s order is not found for info, logistics, cancel, confirm, pay and comment, and nothing changes', async () => {
    const a = await skuOfShop(t, 6, 5);
    const [order] = await placePaidOrder(t, demo, [
      { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
    ]);
    const other = await tokenOf(t, 'demo2');
    const id = order!.id;
    expect((await call(t, orderRoutes.info, { id }, other)).body.msg).toBe('order_not_found');
    expect((await call(t, orderRoutes.logistics, { id }, other)).body.msg).toBe('order_not_found');
    expect((await call(t, orderRoutes.cancel, { id }, other)).body.msg).toBe('order_not_found');
    expect((await call(t, orderRoutes.confirm, { id }, other)).body.msg).toBe('order_not_found');
    expect(
      (
        await call(
          t,
          orderRoutes.comment,
          { order_id: id, goodsList: [{ id: 1, score: 5, comment: 'x' }] },
          other,
        )
      ).body.msg,
    ).toBe('order_not_found');
    expect((await call(t, orderRoutes.getPay, { order_id: [id] }, other)).body.msg).toBe(
      'order_not_found',
    );
    expect(
      (
        await call(
          t,
          orderRoutes.payment,
          { order_id: [id], type: 'balance', idempotency_key: key() },
          other,
        )
      ).body.msg,
    ).toBe('order_already_paid');
    const otherAddress = await ensureAddress(t, other);
    expect(
      (await call(t, orderRoutes.editAddress, { id, address_id: otherAddress }, demo)).body.msg,
    ).toBe('address_not_found');
    expect((await call(t, orderRoutes.info, { id }, demo)).body.data).toMatchObject({
      state: 2,
      isaddress: 0,
    });
  });

  it('a merchant cannot ship another shop’s order, and a non-merchant has no desk', async () => {
    const a = await skuOfShop(t, 7, 5);
    const [order] = await placePaidOrder(t, demo, [
      { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
    ]);
    const ship = async (token: string) =>
      (await shipOrder(t, token, order!.id, { express_no: '1' })).body.msg;
    expect(await ship(await tokenOf(t, 'merchant'))).toBe('not_found');
    expect(await ship(demo)).toBe('not_shop_owner');
    const desk = await call(
      t,
      orderRoutes.shopList,
      { state: 2, page: 1 },
      await tokenOf(t, 'shop7'),
    );
    expect(desk.body.data!.data.map((o) => o.id)).toContain(order!.id);
    expect((await call(t, orderRoutes.info, { id: order!.id }, demo)).body.data!.state).toBe(2);
    expect((await reconciled(t)).ok).toBe(true);
  });
});
