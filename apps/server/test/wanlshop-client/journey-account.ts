import { identityRoutes } from '@cloudmall/contract';
import { and, eq } from 'drizzle-orm';
import { coupons } from '../../src/db/schema/index.ts';
import { ensureAddress } from '../order-helpers.ts';
import { openSocket } from '../socket-client.ts';
import { call, lastSmsCode, type TestApp } from '../test-app.ts';
import {
  clientCall,
  list,
  need,
  readPage,
  type JourneyState,
  type Json,
  type Step,
} from './client.ts';

const DEMO_MOBILE = '8613800000001';

/** The SMS code sent by Cloudmall's own call, when the client's `sms/send` was refused. */
async function sendCodeAsCloudmall(t: TestApp): Promise<void> {
  await call(t, identityRoutes.smsSend, { mobile: DEMO_MOBILE, event: 'mobilelogin' });
}

/** A coupon of the shop, when `coupon/query` offered none to the client. */
async function couponOfShop(t: TestApp, shopId: number): Promise<number | undefined> {
  const [row] = await t.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId)))
    .limit(1);
  return row?.id;
}

/** A cart row as store/modules/cart.js keeps it (and sends it to `cart/storage`). */
export function cartRow(s: JourneyState, number: number): Record<string, unknown> {
  return {
    shop_id: s.shopId,
    shop_name: 'shop',
    goods_id: s.goodsId,
    title: 'goods',
    number,
    image: '/uploads/goods.png',
    sku: s.selectedSku,
    sku_id: s.skuId,
    sum: Number(s.skuPrice) * number,
    checked: false,
  };
}

/** What the client does right after any login (`user/login` action, then `cart/login`). */
function readLogin(res: Json, s: JourneyState): void {
  const user = need(res.userinfo, 'res.userinfo');
  s.buyerToken = need(user.token, 'res.userinfo.token');
  need(user.id, 'res.userinfo.id');
  need(res.statistics, 'res.statistics');
}

const synchro = (name: string): Step => ({
  name,
  method: 'POST',
  path: '/wanlshop/cart/synchro',
  data: (s) => ({ cart: s.localCart.length > 0 ? s.localCart : null }),
  read: (res, s) => {
    const rows = list(res, 'res');
    for (const row of rows) {
      need(row.shop_id, 'res[].shop_id');
      need(row.sku?.id, 'res[].sku.id');
      need(row.goods_id, 'res[].goods_id');
    }
    s.localCart = rows.map((row) => ({ ...row, checked: false }));
  },
});

/** Login by password and by SMS (pages/user/auth/*), the user page, cart and address. */
export const ACCOUNT: Step[] = [
  {
    name: 'logs in by password with the stored chat client id (user/login)',
    method: 'POST',
    path: '/wanlshop/user/login',
    as: 'guest',
    setup: async (w) => {
      // A guest's "add to cart" only writes the local cart (no call).
      w.s.localCart = [cartRow(w.s, 1)];
    },
    data: (s) => ({ account: 'demo', password: 'demo1234', client_id: s.chatClientId ?? null }),
    read: readLogin,
  },
  synchro('merges the guest cart after login (cart/synchro with the local cart)'),
  {
    name: 'loads the chat list after login (chat/lists)',
    method: 'GET',
    path: '/wanlshop/chat/lists',
    read: (res) => {
      for (const item of list(res, 'res')) need(item.count, 'res[].count');
    },
  },
  {
    name: 'checks that a typed phone number has an account (validate/check_mobile_exist)',
    method: 'GET',
    path: '/wanlshop/validate/check_mobile_exist',
    as: 'guest',
    data: () => ({ mobile: DEMO_MOBILE }),
  },
  {
    name: 'sends the SMS login code (GET sms/send)',
    method: 'GET',
    path: '/wanlshop/sms/send',
    as: 'guest',
    data: () => ({ event: 'mobilelogin', mobile: DEMO_MOBILE }),
  },
  {
    name: 'logs in with the SMS code and the stored chat client id (user/mobilelogin)',
    async run(w) {
      if (!w.t.devOutbox?.list(DEMO_MOBILE)[0]) await sendCodeAsCloudmall(w.t);
      const res = await clientCall(w.t, {
        method: 'POST',
        path: '/wanlshop/user/mobilelogin',
        data: {
          mobile: DEMO_MOBILE,
          captcha: lastSmsCode(w.t, DEMO_MOBILE),
          client_id: w.s.chatClientId ?? null,
        },
      });
      readLogin(res, w.s);
    },
  },
  synchro('merges the cart again after the SMS login (cart/synchro)'),
  {
    name: 'checks the stored token at the next start (token/check answers 200)',
    async run(w) {
      const response = await w.t.app.inject({
        method: 'GET',
        url: '/api/wanlshop/token/check',
        headers: { token: w.s.buyerToken },
      });
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}`);
    },
  },
  {
    name: 're-opens the chat socket at the next start and binds it with its token (chat/shake)',
    async run(w) {
      w.buyerSocket?.close();
      w.buyerSocket = await openSocket(w.wsUrl);
      const res = await clientCall(w.t, {
        method: 'POST',
        path: '/wanlshop/chat/shake',
        data: { client_id: w.buyerSocket.clientId },
        token: w.s.buyerToken,
      });
      w.s.chatClientId = need(res, 'res (the client id stored as wanlshop:chat_client_id)');
    },
  },
  {
    name: 'refreshes the user page (POST user/refresh)',
    method: 'POST',
    path: '/wanlshop/user/refresh',
    read: (res) => {
      need(res.statistics, 'res.statistics');
      need(res.userinfo, 'res.userinfo');
    },
  },
  {
    name: 'shows "guess you like" on the user page (product/likes?pages=user)',
    method: 'GET',
    path: '/wanlshop/product/likes?pages=user',
    data: () => ({ page: 1 }),
    read: (res) => void readPage(res),
  },
  {
    name: 'adds the goods to the cart (cart/storage type add)',
    method: 'POST',
    path: '/wanlshop/cart/storage',
    data: (s) => {
      const { checked: _checked, ...goods } = cartRow(s, 1);
      return { type: 'add', data: goods };
    },
  },
  {
    name: 'raises the quantity in the cart (cart/storage type bcadd)',
    method: 'POST',
    path: '/wanlshop/cart/storage',
    data: (s) => ({
      type: 'bcadd',
      goods_id: s.goodsId,
      sku_id: s.skuId,
      number: 2,
      sum: Number(s.skuPrice) * 2,
    }),
  },
  {
    name: 'follows the goods (product/follow)',
    method: 'POST',
    path: '/wanlshop/product/follow',
    data: (s) => ({ id: s.goodsId }),
    read: (res) => {
      if (typeof res !== 'boolean') throw new Error(`res is ${JSON.stringify(res)}, not a boolean`);
    },
  },
  {
    name: 'receives a coupon offered on the goods page (coupon/receive)',
    method: 'POST',
    path: '/wanlshop/coupon/receive',
    setup: async (w) => {
      w.s.offeredCouponId ??= await couponOfShop(w.t, w.s.shopId);
    },
    data: (s) => ({ id: need(s.offeredCouponId, 'a coupon offered by coupon/query') }),
    read: (res) => {
      need(res.id, 'res.id');
    },
  },
  {
    name: 'adds an address with its map fields (address/address type add)',
    method: 'POST',
    path: '/wanlshop/address/address',
    data: () => ({
      data: {
        name: '张三',
        mobile: '13800138000',
        default: 1,
        country: '中国',
        province: '广东省',
        city: '深圳市',
        citycode: '0755',
        district: '南山区',
        adcode: '440305',
        formatted_address: '广东省深圳市南山区',
        address: '科技园南路 1 号',
        address_name: '科技园',
        location: '113.947,22.531',
      },
      type: 'add',
    }),
  },
  {
    name: 'lists the addresses (address/getaddress)',
    method: 'GET',
    path: '/wanlshop/address/getaddress',
    setup: async (w) => {
      // Saved by Cloudmall when the client's own "add" was refused, so the list is still checked.
      await ensureAddress(w.t, w.s.buyerToken);
    },
    data: () => ({ page: 1 }),
    read: (res, s) => {
      const rows = readPage(res);
      need(res.total, 'res.total');
      s.addressId = need(rows[0]?.id, 'res.data[0].id');
    },
  },
];
