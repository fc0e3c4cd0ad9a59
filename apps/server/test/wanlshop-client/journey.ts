import type { Step } from './client.ts';
import { ACCOUNT } from './journey-account.ts';
import { AFTER_SALES } from './journey-after.ts';
import { BROWSING, GUEST_START } from './journey-browse.ts';
import { ORDERING } from './journey-order.ts';

/** The client's calls Cloudmall answers differently on purpose, each with the reason (README lists them). */
export const DIFFERENT_ON_PURPOSE: Record<string, string> = {
  'logs in with WeChat inside the WeChat browser (user/third platform h5_weixin)':
    'WeChat login needs a WeChat official account; Cloudmall members log in by password or SMS code',
  'signs the WeChat JS-SDK for the page (wechat/config)':
    'only used inside the WeChat browser, for WeChat login, share and WeChat Pay, which Cloudmall does not offer',
  'pays with Alipay on the H5 page (pay/payment type alipay, method wap)':
    'no third-party payment gateway: orders are paid from the balance, topped up by USDT deposit',
  'pays with WeChat Pay on the H5 page (pay/payment type wechat, method wap)':
    'no third-party payment gateway: orders are paid from the balance, topped up by USDT deposit',
};

/** The calls the client would send for the features Cloudmall leaves out on purpose. */
const LEFT_OUT: Step[] = [
  {
    name: 'logs in with WeChat inside the WeChat browser (user/third platform h5_weixin)',
    method: 'POST',
    path: '/wanlshop/user/third',
    as: 'guest',
    data: (s) => ({ platform: 'h5_weixin', code: 'oauth-code', client_id: s.chatClientId ?? null }),
  },
  {
    name: 'signs the WeChat JS-SDK for the page (wechat/config)',
    method: 'GET',
    path: '/wanlshop/wechat/config',
    as: 'guest',
    data: () => ({ url: encodeURIComponent('https://host/h5/') }),
  },
  ...(['alipay', 'wechat'] as const).map((type): Step => ({
    name: `pays with ${type === 'alipay' ? 'Alipay' : 'WeChat Pay'} on the H5 page (pay/payment type ${type}, method wap)`,
    method: 'POST',
    path: '/wanlshop/pay/payment',
    data: (s) => ({
      order_type: 'goods',
      type,
      method: 'wap',
      code: null,
      order_id: s.orderId,
      token: s.payToken,
    }),
  })),
];

/** The stock WanlShop v1.1.1 client's main journey, in the order a shopper runs it. */
export const JOURNEY: Step[] = [
  ...GUEST_START,
  ...BROWSING,
  LEFT_OUT[0]!,
  LEFT_OUT[1]!,
  ...ACCOUNT,
  ...ORDERING.slice(0, 5),
  LEFT_OUT[2]!,
  LEFT_OUT[3]!,
  ...ORDERING.slice(5),
  ...AFTER_SALES,
];
