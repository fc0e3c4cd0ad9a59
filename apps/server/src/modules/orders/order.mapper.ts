import { formatMinor } from '@cloudmall/contract';
import type { OrderConfig, OrderInfo, OrderRow } from '@cloudmall/contract/orders';
import { unixSeconds } from '../../platform/clock.ts';
import type { OrderItemRecord, OrderRecord } from './order.repository.ts';

export const toOrderGoods = (item: OrderItemRecord) => ({
  id: item.id,
  goods_id: item.goodsId,
  sku_id: item.skuId,
  title: item.title,
  image: item.image,
  difference: item.difference,
  price: formatMinor(item.priceMinor),
  market_price: formatMinor(item.marketPriceMinor),
  number: item.number,
  freight_price: formatMinor(item.freightMinor),
  discount_price: formatMinor(item.discountMinor),
  actual_payment: formatMinor(item.actualMinor),
  refund_id: item.refundId,
  refund_status: item.refundStatus,
  commented: item.commented,
});

/** A list row (protocol §2.8 getOrderList). */
export function toOrderRow(
  order: OrderRecord,
  items: OrderItemRecord[],
  shopName: string,
): OrderRow {
  return {
    id: order.id,
    shop_id: order.shopId,
    order_no: order.orderNo,
    type: order.type,
    state: order.state,
    group_pending: order.groupPending,
    createtime: unixSeconds(order.createdAt),
    goods: items.map(toOrderGoods),
    pay: {
      pay_no: order.payNo ?? '',
      trade_no: order.tradeNo ?? '',
      number: items.reduce((sum, item) => sum + item.number, 0),
      price: formatMinor(order.priceMinor),
      order_price: formatMinor(order.goodsMinor),
      freight_price: formatMinor(order.freightMinor),
      discount_price: formatMinor(order.discountMinor),
      actual_payment: formatMinor(order.paidAt ? order.priceMinor : 0n),
      refund_price: formatMinor(order.refundedMinor),
    },
    shop: { id: order.shopId, shopname: shopName },
  };
}

export const toAddress = (order: OrderRecord) => ({
  name: order.address.name,
  mobile: order.address.mobile,
  address: [
    order.address.province,
    order.address.city,
    order.address.district,
    order.address.address,
  ]
    .filter(Boolean)
    .join('/'),
  address_name: order.address.address,
});

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** The timeline, newest first: the stored tracking entries, then synthetic entries for payment and placing. */
export function timelineOf(
  order: OrderRecord,
): Array<{ context: string; status: string; time: string }> {
  const synthetic = [];
  if (order.paidAt)
    synthetic.push({
      context: 'Paid, waiting for the shop to ship',
      status: 'paid',
      time: iso(order.paidAt),
    });
  synthetic.push({
    context: order.state === 1 ? 'Order placed, waiting for payment' : 'Order placed',
    status: 'created',
    time: iso(order.createdAt),
  });
  return [...order.logistics, ...synthetic];
}

/** One order in full (protocol §2.8 getOrderInfo). */
export function toOrderInfo(
  order: OrderRecord,
  items: OrderItemRecord[],
  shopName: string,
  config: OrderConfig,
): OrderInfo {
  return {
    ...toOrderRow(order, items, shopName),
    isaddress: order.addressChanged ? 1 : 0,
    express_name: order.expressName,
    express_no: order.expressNo,
    remarks: order.remarks,
    paymenttime: unixSeconds(order.paidAt),
    delivertime: unixSeconds(order.shippedAt),
    taketime: unixSeconds(order.receivedAt),
    dealtime: unixSeconds(order.completedAt),
    closetime: unixSeconds(order.closedAt),
    logistics: timelineOf(order)[0]!,
    address: toAddress(order),
    config,
    freight_type: 0,
  };
}

/** The tracking of an order (protocol §2.8 getLogistics): the carrier as the shop typed it, the goods pictures. */
export function toLogistics(order: OrderRecord, items: OrderItemRecord[]) {
  return {
    id: order.id,
    shop_id: order.shopId,
    order_no: order.orderNo,
    express_name: order.expressName,
    express_no: order.expressNo,
    createtime: unixSeconds(order.createdAt),
    paymenttime: unixSeconds(order.paidAt),
    delivertime: unixSeconds(order.shippedAt),
    express: timelineOf(order),
    kuaidi: { name: order.expressName, logo: '', tel: '' },
    goods: items.map((item) => ({ id: item.id, goods_id: item.goodsId, image: item.image })),
  };
}
