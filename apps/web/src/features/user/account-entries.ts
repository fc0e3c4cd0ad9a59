import type { IconName } from '../../components/ui/icon';

export interface AccountEntry {
  key: string;
  path: string;
  icon: IconName;
  /** Icon tint; keeps the grid lively without images. */
  tone: 'orange' | 'red' | 'blue' | 'green' | 'purple' | 'teal' | 'gold';
}

export interface AccountSection {
  key: 'wallet' | 'services' | 'growth' | 'support';
  entries: AccountEntry[];
}

const entry = (
  key: string,
  path: string,
  icon: IconName,
  tone: AccountEntry['tone'],
): AccountEntry => ({ key, path, icon, tone });

/** Every account page of spec §2, grouped as the My page shows them. Labels live in `user:entries.*`. */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  {
    key: 'wallet',
    entries: [
      entry('wallet', '/pages/user/money/money', 'wallet', 'orange'),
      entry('recharge', '/pages/user/money/recharge', 'plus', 'green'),
      entry('withdraw', '/pages/user/money/withdraw', 'withdraw', 'blue'),
      entry('transfer', '/pages/user/money/transfer', 'transfer', 'purple'),
      entry('bills', '/pages/user/money/list', 'bill', 'teal'),
      entry('balance', '/pages/user/money/details', 'yen', 'gold'),
      entry('withdrawals', '/pages/user/money/witlist', 'list', 'blue'),
      entry('exchange', '/pages/user/money/withdraw_score', 'coins', 'gold'),
      entry('greenPoints', '/pages/user/money/lvsejifen', 'leaf', 'green'),
      entry('equity', '/pages/user/money/quanyizhi', 'pie', 'purple'),
      entry('assets', '/pages/user/money/st', 'chart', 'red'),
      entry('banks', '/pages/user/bank/bank', 'bank', 'teal'),
    ],
  },
  {
    key: 'services',
    entries: [
      entry('activationCodes', '/pages/mycode', 'key', 'orange'),
      entry('cart', '/pages/user/cart', 'cart', 'orange'),
      entry('addresses', '/pages/user/address/address', 'pin', 'red'),
      entry('coupons', '/pages/user/coupon/mycard', 'coupon', 'gold'),
      entry('couponCenter', '/pages/user/coupon/list', 'gift', 'red'),
      entry('reviews', '/pages/user/comment/comment', 'review', 'blue'),
      entry('videos', '/pages/user/myvideo', 'video', 'purple'),
      entry('merchant', '/pages/shop/apply/apply', 'store', 'teal'),
      entry('theme', '/pages/user/theme', 'palette', 'green'),
    ],
  },
  {
    key: 'growth',
    entries: [
      entry('signin', '/pages/user/signin/signin', 'calendar', 'orange'),
      entry('vip', '/pages/user/vip/vip', 'crown', 'gold'),
      entry('team', '/pages/user/team', 'team', 'blue'),
      entry('invite', '/pages/user/qrcode/qrcode', 'qrcode', 'purple'),
      entry('distribution', '/pages/user/distribution/distribution', 'share', 'teal'),
      entry('distributor', '/pages/user/distributor/distributor', 'store', 'green'),
      entry('teamPool', '/pages/user/tuanduijiangjinchi', 'gift', 'red'),
      entry('adPool', '/pages/user/guanggaojiangjinchi', 'coins', 'gold'),
      entry('settlement', '/pages/user/yanchijiesuan', 'hourglass', 'blue'),
      entry('subsidy', '/pages/user/butie', 'yen', 'orange'),
      entry('queue', '/pages/user/gongpai', 'list', 'purple'),
    ],
  },
  {
    key: 'support',
    entries: [
      entry('help', '/pages/user/help', 'help', 'blue'),
      entry('service', '/pages/user/service', 'headset', 'orange'),
      entry('service1', '/pages/user/service1', 'mail', 'teal'),
      entry('expert', '/pages/user/bingli', 'stethoscope', 'green'),
      entry('feedback', '/pages/user/feedback/feedback', 'edit', 'purple'),
      entry('complaint', '/pages/user/complaint/complaint', 'alert', 'red'),
      entry('language', '/pages/lang', 'globe', 'blue'),
      entry('settings', '/pages/user/setting/setting', 'settings', 'gold'),
    ],
  },
];

/** Order tabs of spec §4 with their counters in statistics.order. */
export const ORDER_SHORTCUTS = [
  { key: 'pay', path: '/pages/user/order/order?state=1', icon: 'card' },
  { key: 'delive', path: '/pages/user/order/order?state=2', icon: 'box' },
  { key: 'receiving', path: '/pages/user/order/order?state=3', icon: 'truck' },
  { key: 'evaluate', path: '/pages/user/order/order?state=4', icon: 'review' },
  { key: 'customer', path: '/pages/user/refund/lists', icon: 'refund' },
] as const satisfies readonly { key: string; path: string; icon: IconName }[];

/** Dynamic counters: favourites, follows, footprints, coupons. */
export const DYNAMIC_SHORTCUTS = [
  { key: 'collection', path: '/pages/user/collect' },
  { key: 'concern', path: '/pages/user/follow' },
  { key: 'footprint', path: '/pages/user/footprint' },
  { key: 'coupon', path: '/pages/user/coupon/mycard' },
] as const;
