/** Orders, the cart and the wallet. */
import { member, pages, route, type RouteEntry } from './route-entry';

export const tradeRoutes: RouteEntry[] = [
  // Orders
  ...pages('/pages/user/order', {
    order: ['order', () => import('../../pages/user/order/order'), member],
    order1: ['order1', () => import('../../pages/user/order/order1'), member],
    details: ['orderDetails', () => import('../../pages/user/order/details'), member],
    logistics: ['orderLogistics', () => import('../../pages/user/order/logistics'), member],
    comment: ['orderComment', () => import('../../pages/user/order/comment'), member],
    addorder: ['addorder', () => import('../../pages/user/order/addorder'), member],
  }),
  // The shopping cart: guests keep a local one, so no login needed
  route('/pages/user/cart', 'shoppingCart', () => import('../../pages/user/cart')),

  // Wallet
  ...pages('/pages/user/money', {
    money: ['money', () => import('../../pages/user/money/money'), member],
    lvsejifen: ['greenPoints', () => import('../../pages/user/money/lvsejifen'), member],
    st: ['moneySt', () => import('../../pages/user/money/st'), member],
    list: ['moneyList', () => import('../../pages/user/money/list'), member],
    quanyizhi: ['equityValue', () => import('../../pages/user/money/quanyizhi'), member],
    pay: ['pay', () => import('../../pages/user/money/pay'), member],
    recharge: ['recharge', () => import('../../pages/user/money/recharge'), member],
    select: ['selectNetwork', () => import('../../pages/user/money/select'), member],
    usdttrcerc: ['usdtTopUp', () => import('../../pages/user/money/usdttrcerc'), member],
    withdraw: ['withdraw', () => import('../../pages/user/money/withdraw'), member],
    transfer: ['transfer', () => import('../../pages/user/money/transfer'), member],
    withdraw_score: [
      'withdrawScore',
      () => import('../../pages/user/money/withdraw-score'),
      member,
    ],
    witlist: ['witlist', () => import('../../pages/user/money/witlist'), member],
    details: ['moneyDetails', () => import('../../pages/user/money/details'), member],
  }),
];
