import { expect, type APIRequestContext } from '@playwright/test';
import { apiPost } from './api-helpers';

/** One item of one shop, as an order lists it. */
export interface OrderLine {
  shop_id: number;
  goods_id: number;
  sku_id: number;
}

/** Gives the member of `token` a default address (Ada Buyer's, in Istanbul) through the API. */
export async function addBuyerAddress(request: APIRequestContext, token: string): Promise<void> {
  await apiPost(request, '/wanlshop/address/address', token, {
    type: 'add',
    data: {
      name: 'Ada Buyer',
      mobile: '905321234567',
      province: 'Istanbul',
      city: 'Kadikoy',
      district: '',
      address: 'Moda Cd. 12/3',
      default: 1,
    },
  });
}

/** A paid order of one item placed and paid from the balance through the API (the buyer gets an address first). */
export async function paidOrderOf(
  request: APIRequestContext,
  token: string,
  line: OrderLine,
): Promise<{ id: number; price: string }> {
  await addBuyerAddress(request, token);
  const key = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const placed = await apiPost<{ list: { id: number; price: string }[] }>(
    request,
    '/wanlshop/order/addOrder',
    token,
    {
      order: {
        lists: [
          {
            shop_id: line.shop_id,
            products: [{ goods_id: line.goods_id, sku_id: line.sku_id, number: 1 }],
          },
        ],
      },
      idempotency_key: key(),
    },
  );
  expect(placed.code, `addOrder: ${placed.msg}`).toBe(1);
  const order = placed.data.list[0]!;
  const paid = await apiPost(request, '/wanlshop/pay/payment', token, {
    order_id: [order.id],
    type: 'balance',
    idempotency_key: key(),
  });
  expect(paid.code, `payment: ${paid.msg}`).toBe(1);
  return order;
}
