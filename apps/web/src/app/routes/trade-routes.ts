/** Orders, the cart and the wallet. */
import { route, member, type RouteEntry } from './route-entry';

export const tradeRoutes: RouteEntry[] = [
  // Orders
  route('/pages/user/order/order', 'order', () => import('../../pages/user/order/order'), member),
  route(
    '/pages/user/order/order1',
    'order1',
    () => import('../../pages/user/order/order1'),
    member,
  ),
  route(
    '/pages/user/order/details',
    'orderDetails',
    () => import('../../pages/user/order/details'),
    member,
  ),
  route(
    '/pages/user/order/logistics',
    'orderLogistics',
    () => import('../../pages/user/order/logistics'),
    member,
  ),
  route(
    '/pages/user/order/comment',
    'orderComment',
    () => import('../../pages/user/order/comment'),
    member,
  ),
  route(
    '/pages/user/order/addorder',
    'addorder',
    () => import('../../pages/user/order/addorder'),
    member,
  ),
  // The shopping cart: guests keep a local one, so no login needed
  route('/pages/user/cart', 'shoppingCart', () => import('../../pages/user/cart')),

  // Wallet
  route('/pages/user/money/money', 'money', () => import('../../pages/user/money/money'), member),
  route(
    '/pages/user/money/lvsejifen',
    'greenPoints',
    () => import('../../pages/user/money/lvsejifen'),
    member,
  ),
  route('/pages/user/money/st', 'moneySt', () => import('../../pages/user/money/st'), member),
  route('/pages/user/money/list', 'moneyList', () => import('../../pages/user/money/list'), member),
  route(
    '/pages/user/money/quanyizhi',
    'equityValue',
    () => import('../../pages/user/money/quanyizhi'),
    member,
  ),
  route('/pages/user/money/pay', 'pay', () => import('../../pages/user/money/pay'), member),
  route(
    '/pages/user/money/recharge',
    'recharge',
    () => import('../../pages/user/money/recharge'),
    member,
  ),
  route(
    '/pages/user/money/select',
    'selectNetwork',
    () => import('../../pages/user/money/select'),
    member,
  ),
  route(
    '/pages/user/money/usdttrcerc',
    'usdtTopUp',
    () => import('../../pages/user/money/usdttrcerc'),
    member,
  ),
  route(
    '/pages/user/money/withdraw',
    'withdraw',
    () => import('../../pages/user/money/withdraw'),
    member,
  ),
  route(
    '/pages/user/money/transfer',
    'transfer',
    () => import('../../pages/user/money/transfer'),
    member,
  ),
  route(
    '/pages/user/money/withdraw_score',
    'withdrawScore',
    () => import('../../pages/user/money/withdraw-score'),
    member,
  ),
  route(
    '/pages/user/money/witlist',
    'witlist',
    () => import('../../pages/user/money/witlist'),
    member,
  ),
  route(
    '/pages/user/money/details',
    'moneyDetails',
    () => import('../../pages/user/money/details'),
    member,
  ),
];
