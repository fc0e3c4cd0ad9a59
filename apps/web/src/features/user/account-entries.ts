import type { IconName } from '../../components/ui/icon';
import { PAGES } from '../../lib/paths';

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
      entry('wallet', PAGES.money, 'wallet', 'orange'),
      entry('recharge', PAGES.recharge, 'plus', 'green'),
      entry('withdraw', PAGES.withdraw, 'withdraw', 'blue'),
      entry('transfer', PAGES.transfer, 'transfer', 'purple'),
      entry('bills', PAGES.moneyList, 'bill', 'teal'),
      entry('balance', PAGES.moneyDetails, 'yen', 'gold'),
      entry('withdrawals', PAGES.witlist, 'list', 'blue'),
      entry('exchange', PAGES.withdrawScore, 'coins', 'gold'),
      entry('greenPoints', PAGES.greenPoints, 'leaf', 'green'),
      entry('equity', PAGES.equityValue, 'pie', 'purple'),
      entry('assets', PAGES.moneySt, 'chart', 'red'),
      entry('banks', PAGES.bank, 'bank', 'teal'),
    ],
  },
  {
    key: 'services',
    entries: [
      entry('cloudPhones', PAGES.cart, 'phone', 'blue'),
      entry('activationCodes', PAGES.mycode, 'key', 'orange'),
      entry('cart', PAGES.shoppingCart, 'cart', 'orange'),
      entry('addresses', PAGES.address, 'pin', 'red'),
      entry('coupons', PAGES.couponMycard, 'coupon', 'gold'),
      entry('couponCenter', PAGES.couponList, 'gift', 'red'),
      entry('reviews', PAGES.myComments, 'review', 'blue'),
      entry('videos', PAGES.myvideo, 'video', 'purple'),
      entry('merchant', PAGES.shopApply, 'store', 'teal'),
      entry('theme', PAGES.theme, 'palette', 'green'),
    ],
  },
  {
    key: 'growth',
    entries: [
      entry('signin', PAGES.signin, 'calendar', 'orange'),
      entry('vip', PAGES.vip, 'crown', 'gold'),
      entry('team', PAGES.team, 'team', 'blue'),
      entry('invite', PAGES.qrcode, 'qrcode', 'purple'),
      entry('distribution', PAGES.distribution, 'share', 'teal'),
      entry('distributor', PAGES.distributor, 'store', 'green'),
      entry('teamPool', PAGES.teamRewardPool, 'gift', 'red'),
      entry('adPool', PAGES.adRewardPool, 'coins', 'gold'),
      entry('settlement', PAGES.rewardSettlement, 'hourglass', 'blue'),
      entry('subsidy', PAGES.subsidy, 'yen', 'orange'),
      entry('queue', PAGES.gongpai, 'list', 'purple'),
    ],
  },
  {
    key: 'support',
    entries: [
      entry('help', PAGES.help, 'help', 'blue'),
      entry('service', PAGES.service, 'headset', 'orange'),
      entry('service1', PAGES.service1, 'mail', 'teal'),
      entry('expert', PAGES.bingli, 'stethoscope', 'green'),
      entry('feedback', PAGES.feedback, 'edit', 'purple'),
      entry('complaint', PAGES.complaint, 'alert', 'red'),
      entry('language', PAGES.lang, 'globe', 'blue'),
      entry('settings', PAGES.setting, 'settings', 'gold'),
    ],
  },
];

/** Order tabs of spec §4 with their counters in statistics.order. */
export const ORDER_SHORTCUTS = [
  { key: 'pay', path: `${PAGES.order}?state=1`, icon: 'card' },
  { key: 'delive', path: `${PAGES.order}?state=2`, icon: 'box' },
  { key: 'receiving', path: `${PAGES.order}?state=3`, icon: 'truck' },
  { key: 'evaluate', path: `${PAGES.order}?state=4`, icon: 'review' },
  { key: 'customer', path: PAGES.refundLists, icon: 'refund' },
] as const satisfies readonly { key: string; path: string; icon: IconName }[];

/** Dynamic counters: favourites, follows, footprints, coupons. */
export const DYNAMIC_SHORTCUTS = [
  { key: 'collection', path: PAGES.collect },
  { key: 'concern', path: PAGES.follow },
  { key: 'footprint', path: PAGES.footprint },
  { key: 'coupon', path: PAGES.couponMycard },
] as const;
