import {
  addressRoutes,
  orderRoutes,
  refundRoutes,
  shopRefundRoutes,
} from '@cloudmall/contract/orders';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  ensureAddress,
  placePaidOrder,
  shipOrder,
  skuOfShop,
  userIdOf,
} from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { fund, newMember, tokenOf } from '../../../test/wallet-helpers.ts';

// The stock WanlShop v1.1.1 client's order pages (pages/user/order/details.vue, logistics.vue),
// refund pages (pages/user/refund/*), addresses (pages/user/address/*) and balance log
// (pages/user/money/list.vue): what they send and the fields they read.

let demo: string;
useTestApp({ catalog: true }, async () => {
  demo = await tokenOf(t, 'demo');
  await ensureAddress(t, demo);
  await fund(t, await userIdOf(t, demo), 100_000_000n);
});

/** A paid order of shop 2 (its owner is `shop2`), shipped by SF Express. */
async function shippedOrder() {
  const a = await skuOfShop(t, 2, 5);
  const [order] = await placePaidOrder(t, demo, [
    { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
  ]);
  const owner = await tokenOf(t, 'shop2');
  expect((await shipOrder(t, owner, order!.id, { express_name: 'SF Express' })).body.code).toBe(1);
  return order!;
}

describe("the client's order details and logistics", () => {
  it('details carry the timing config the page counts down with, in days', async () => {
    const order = await shippedOrder();
    const { body } = await call(t, orderRoutes.info, { id: order.id }, demo);
    const info = body.data!;
    const timing = await t.settings.get('orders.timing');
    const aftersale = await t.settings.get('orders.aftersale');
    expect(info.config).toEqual({
      cancel: timing.autoCloseMinutes / 1440,
      receiving: timing.autoConfirmDays,
      comment: aftersale.autoReviewDays,
      customer: aftersale.afterSaleDays,
      autoagree: aftersale.refundAutoAgreeDays,
      returntime: aftersale.returnShipDays,
      receivingtime: aftersale.returnReceiveDays,
    });
    expect(info).toMatchObject({ state: 3, freight_type: 0, order_no: order.order_no });
    expect(info.delivertime).toBeGreaterThan(0);
    expect(info.logistics).toMatchObject({ status: expect.any(String), time: expect.any(String) });
    expect(info.goods[0]).toMatchObject({ refund_status: 0, actual_payment: order.price });
    expect(info.pay).toMatchObject({ price: order.price, pay_no: expect.stringMatching(/^P/) });
  });

  it('logistics carry the carrier (kuaidi) and the goods pictures; another member’s order is not found', async () => {
    const order = await shippedOrder();
    const { body } = await call(t, orderRoutes.logistics, { id: order.id }, demo);
    const track = body.data!;
    expect(track.kuaidi).toEqual({ name: 'SF Express', logo: '', tel: '' });
    expect(track.express_no).toBe(`SF${order.id}`);
    expect(track.express[0]).toMatchObject({ status: 'shipped' });
    expect(track.goods).toHaveLength(1);
    expect(track.goods[0]).toMatchObject({
      goods_id: expect.any(Number),
      image: expect.any(String),
    });
    const stranger = await newMember(t, 'peeker');
    expect((await call(t, orderRoutes.logistics, { id: order.id }, stranger.token)).body.msg).toBe(
      'order_not_found',
    );
  });
});

describe("the client's refund pages", () => {
  it('applies with the upload’s full URL and reads config and couriers with the code toExpress takes', async () => {
    const order = await shippedOrder();
    const info = (await call(t, orderRoutes.info, { id: order.id }, demo)).body.data!;
    const item = info.goods[0]!;
    // apply.vue `addData` (its `order_type` is the binder's to drop)
    const applied = await call(
      t,
      refundRoutes.addApply,
      {
        order_id: info.id,
        expressType: 1,
        type: 0,
        reason: 4,
        goods: item.id,
        money: '1.00',
        images: ['https://cdn.example.com/uploads/2026/11/evidence.webp'],
        refund_content: 'cracked',
      },
      demo,
    );
    expect(applied.body.code).toBe(1);
    const { body } = await call(t, refundRoutes.getRefundInfo, { id: applied.body.data! }, demo);
    const refund = body.data!;
    expect(refund.images).toEqual(['/uploads/2026/11/evidence.webp']);
    expect(refund.config).toEqual(info.config);
    expect(refund).toMatchObject({ state: 0, price: '1.00', goods: { title: item.title } });
    expect(refund.kuaidi.length).toBeGreaterThan(0);
    for (const courier of refund.kuaidi) expect(courier.code).toBe(courier.name);
  });

  it('ships an agreed return with the picked courier code and answers the request id the page reloads', async () => {
    const order = await shippedOrder();
    const item = (await call(t, orderRoutes.info, { id: order.id }, demo)).body.data!.goods[0]!;
    const apply = { order_id: order.id, expressType: 1, type: 1, reason: 3, goods: item.id };
    const id = (await call(t, refundRoutes.addApply, { ...apply, money: '1.00' }, demo)).body.data!;
    const shop = await tokenOf(t, 'shop2');
    expect((await call(t, shopRefundRoutes.agree, { id }, shop)).body.code).toBe(1);
    const agreed = (await call(t, refundRoutes.getRefundInfo, { id }, demo)).body.data!;
    expect(agreed.shopConfig).not.toBeNull();
    // details.vue `toExpress`: its returnData, the courier's `code` as `express_name`
    const returnData = { id, express_no: 'SF1234567', express_name: agreed.kuaidi[0]!.code };
    const shipped = await call(t, refundRoutes.toExpress, returnData, demo);
    expect(shipped.body.data).toBe(id);
    const reloaded = (await call(t, refundRoutes.getRefundInfo, { id: shipped.body.data! }, demo))
      .body.data!;
    expect(reloaded).toMatchObject({ state: 6, express_name: agreed.kuaidi[0]!.name });
  });
});

describe("the client's addresses", () => {
  /** addressManage.vue after the map picker: every field it keeps, sent as `data`. */
  const picked = {
    name: 'Ada',
    mobile: '13800138000',
    default: 1,
    country: '中国',
    province: '广东省',
    city: '广州市',
    citycode: '020',
    district: '天河区',
    adcode: '440106',
    formatted_address: '广东省广州市天河区',
    address: '天河路 385 号',
    address_name: '太古汇',
    location: '113.332,23.134',
  } as const;

  it('saves the map picker’s fields (keeping what an address is), and getaddress answers what the pages read', async () => {
    const member = await newMember(t, 'mapuser');
    const saved = await call(t, addressRoutes.save, { data: picked, type: 'add' }, member.token);
    expect(saved.body.data).toMatchObject({
      name: 'Ada',
      province: '广东省',
      city: '广州市',
      district: '天河区',
      address: '天河路 385 号',
      default: 1,
    });
    const { body } = await call(t, addressRoutes.list, { page: 1 }, member.token);
    const row = body.data!.data[0]!;
    expect(body.data).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(row).toMatchObject({
      id: saved.body.data!.id,
      mobile: '13800138000',
      formatted_address: '广东省广州市天河区',
      address_name: '',
    });
    // address.vue → addressManage.vue edit: the listed row comes back as `data`
    const edited = await call(
      t,
      addressRoutes.save,
      { data: { ...row, address: '天河路 383 号' }, type: 'edit' },
      member.token,
    );
    expect(edited.body.data).toMatchObject({ id: row.id, address: '天河路 383 号', default: 1 });
  });
});

describe("the client's balance log", () => {
  it('pay/moneyLog pages the balance entries with the signed money and the kind the list shows', async () => {
    await shippedOrder();
    const { body } = await call(t, walletRoutes.moneyLog, { page: 1 }, demo);
    const page = body.data!;
    expect(page.current_page).toBe(1);
    expect(page.total).toBeGreaterThan(0);
    const payment = page.data.find((row) => row.type === 'pay')!;
    expect(payment.money).toMatch(/^-\d+\.\d{2}$/);
    expect(payment.money).toBe(payment.amount);
    expect(payment.createtime).toBeGreaterThan(0);
    expect(page.data.map((row) => row.type)).toContain('sys');
  });
});
