import { placeOrder, placePaidOrder, shipOrder } from '../order-helpers.ts';
import { need, list, readPage, type Step, type World } from './client.ts';
import { cartRow } from './journey-account.ts';

const line = (w: World) => [{ goods_id: w.s.goodsId, sku_id: w.s.skuId, number: 1 }];

/** An unpaid order of the buyer's, placed by Cloudmall's own call when the client's addOrder failed. */
async function ensureOrder(w: World): Promise<void> {
  if (w.s.orderId) return;
  w.s.orderId = (await placeOrder(w.t, w.s.buyerToken, line(w)))[0]!.id;
}

/** A paid order, placed and paid by Cloudmall's own calls when the client's payment failed. */
async function ensurePaidOrder(w: World): Promise<void> {
  if (w.s.paid && w.s.orderId) return;
  w.s.orderId = (await placePaidOrder(w.t, w.s.buyerToken, line(w)))[0]!.id;
  w.s.paid = true;
}

/** The order details page (pages/user/order/details.vue) opened on the order `setup` makes sure of. */
const orderDetails = (which: string, setup: (w: World) => Promise<void>): Step => ({
  name: `opens the details of ${which} (order/getOrderInfo)`,
  method: 'GET',
  path: '/wanlshop/order/getOrderInfo',
  setup,
  data: (s) => ({ id: s.orderId }),
  read: (res, s) => {
    const goods = need(list(res.goods, 'res.goods')[0], 'res.goods[0]');
    need(goods.id, 'res.goods[0].id');
    s.orderGoods = goods;
    // The countdown to the automatic close reads createtime and config.cancel while unpaid (state 1).
    if (need(res.state, 'res.state') == 1) {
      need(res.createtime, 'res.createtime');
      need(res.config?.cancel, 'res.config.cancel');
    }
    need(res.address?.name, 'res.address.name');
    need(res.logistics, 'res.logistics');
    need(res.shop?.shopname, 'res.shop.shopname');
    need(res.pay, 'res.pay');
  },
});

/** Checkout (pages/user/order/addorder.vue), pay page, orders, logistics. */
export const ORDERING: Step[] = [
  {
    name: 'previews the checkout of the cart (order/getOrderGoodsList)',
    method: 'POST',
    path: '/wanlshop/order/getOrderGoodsList',
    setup: async (w) => {
      // cart.js `settlement`: the checked rows as {goods_id, number, sku_id}.
      const rows = w.s.localCart.length > 0 ? w.s.localCart : [cartRow(w.s, 1)];
      w.s.settlement = rows.map((row) => ({
        goods_id: row.goods_id,
        number: row.number,
        sku_id: (row.sku as { id: unknown }).id,
      }));
    },
    data: (s) => ({ data: s.settlement, address_id: undefined }),
    read: (res, s) => {
      const order = need(res.orderData, 'res.orderData');
      s.previewLists = list(order.lists, 'res.orderData.lists');
      for (const shop of s.previewLists) {
        need(shop.shop_id, 'lists[].shop_id');
        need(shop.order_price, 'lists[].order_price');
        for (const goods of list(shop.products, 'lists[].products')) {
          need(goods.id, 'lists[].products[].id');
          need(goods.sku?.id, 'lists[].products[].sku.id');
          need(goods.number, 'lists[].products[].number');
        }
      }
      need(order.statis?.allnum, 'res.orderData.statis.allnum');
      need(order.statis?.allsub, 'res.orderData.statis.allsub');
      s.addressId = need(res.addressData?.id, 'res.addressData.id');
      s.previewToken = need(res.token, 'res.token');
    },
  },
  {
    name: 'queries the shop coupons at checkout (coupon/query with comma lists)',
    method: 'POST',
    path: '/wanlshop/coupon/query',
    data: (s) => {
      const shop = s.previewLists[0] as { shop_id?: unknown; order_price?: unknown } | undefined;
      return {
        shop_id: shop?.shop_id ?? s.shopId,
        goods_id: String(s.goodsId),
        shop_category_id: String(s.shopCategoryId ?? ''),
        price: shop?.order_price ?? s.skuPrice,
      };
    },
    read: (res) => void list(res, 'res'),
  },
  {
    name: 'submits the order with the preview token (order/addOrder)',
    method: 'POST',
    path: '/wanlshop/order/addOrder',
    data: (s) => ({
      order: {
        lists: s.previewLists.map((shop) => ({
          shop_id: shop.shop_id,
          remarks: undefined,
          products: list(shop.products, 'products').map((goods) => ({
            goods_id: goods.id,
            number: goods.number,
            sku_id: need(goods.sku, 'preview lists[].products[].sku (the client reads sku.id)').id,
            freight_id: goods.freight_id,
          })),
          coupon_id: 0,
        })),
        address_id: s.addressId,
      },
      token: s.previewToken,
    }),
    read: (res, s) => {
      s.payList = list(res.list, 'res.list');
      for (const pay of s.payList) {
        for (const field of ['price', 'type', 'order_no', 'pay_no', 'order_id'])
          need(pay[field], `res.list[].${field}`);
      }
      s.payToken = need(res.token, 'res.token');
      s.orderId = Number(s.payList[0]!.order_id);
      s.orderType = String(s.payList[0]!.type);
    },
  },
  {
    name: 'removes the bought rows from the cart (cart/storage type del)',
    method: 'POST',
    path: '/wanlshop/cart/storage',
    data: (s) => ({ type: 'del', data: s.localCart.map((row) => ({ ...row, checked: true })) }),
  },
  {
    name: 'reads the balance on the pay page (POST pay/getBalance)',
    method: 'POST',
    path: '/wanlshop/pay/getBalance',
    read: (res) => void need(res, 'res (the balance)'),
  },
  {
    name: 'lists all orders (order/getOrderList state 0)',
    method: 'GET',
    path: '/wanlshop/order/getOrderList',
    data: () => ({ state: 0, page: 1 }),
    read: (res) => {
      for (const order of readPage(res)) need(order.state, 'res.data[].state');
    },
  },
  orderDetails('the new unpaid order', ensureOrder),
  {
    name: 'opens the pay page from the order list (pay/getPay)',
    method: 'POST',
    path: '/wanlshop/pay/getPay',
    setup: ensureOrder,
    data: (s) => ({ order_id: s.orderId, order_type: 'goods' }),
    read: (res, s) => {
      s.payToken = need(res.token, 'res.token');
      for (const field of ['price', 'order_type', 'order_no', 'pay_no', 'order_id'])
        need(res[field], `res.${field}`);
      s.orderType = String(res.order_type);
    },
  },
  {
    name: 'pays by balance with the pay token (pay/payment type balance)',
    method: 'POST',
    path: '/wanlshop/pay/payment',
    setup: ensureOrder,
    data: (s) => ({
      order_type: s.orderType,
      type: 'balance',
      method: 'balance',
      code: null,
      order_id: s.orderId,
      token: s.payToken,
    }),
    read: (_res, s) => {
      s.paid = true;
    },
  },
  orderDetails('the paid order', ensurePaidOrder),
  {
    name: 'opens the logistics page after the shop shipped (order/getLogistics)',
    method: 'POST',
    path: '/wanlshop/order/getLogistics',
    setup: async (w) => {
      await ensurePaidOrder(w);
      const shipped = await shipOrder(w.t, w.s.merchantToken, w.s.orderId!);
      if (shipped.body.code !== 1)
        throw new Error(`setup: the shop could not ship: ${shipped.body.msg}`);
    },
    data: (s) => ({ id: s.orderId }),
    read: (res) => {
      need(res.order_no, 'res.order_no');
      list(res.goods, 'res.goods');
      need(res.kuaidi, 'res.kuaidi');
      list(res.express, 'res.express');
    },
  },
  {
    name: 'hears the order notice pushed on its socket (push type order)',
    async run(w) {
      const push = await need(w.buyerSocket, 'the buyer socket').next((m) => m.type === 'order');
      for (const field of ['title', 'content', 'modules', 'modules_id'])
        need(push[field], `push.${field}`);
    },
  },
];
