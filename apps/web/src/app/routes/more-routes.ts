/** Wholesaler, addresses and other user pages; refunds, shop, find, groups, system. */
import { guest, member, pages, route, type RouteEntry } from './route-entry';

const shopProducts = () => import('../../pages/shop/product-list');

export const moreRoutes: RouteEntry[] = [
  // Wholesaler, addresses, QR and share, other user pages
  ...pages('/pages/user/distributor', {
    distributor: ['distributor', () => import('../../pages/user/distributor/distributor'), member],
    shuika: ['waterCard', () => import('../../pages/user/distributor/shuika'), member],
    purchase: ['purchase', () => import('../../pages/user/distributor/purchase'), member],
  }),
  ...pages('/pages/user/address', {
    address: ['address', () => import('../../pages/user/address/address'), member],
    addressManage: [
      'addressManage',
      () => import('../../pages/user/address/address-manage'),
      member,
    ],
  }),
  ...pages('/pages/user/qrcode', {
    qrcode: ['qrcode', () => import('../../pages/user/qrcode/qrcode'), member],
    usercode: ['usercode', () => import('../../pages/user/qrcode/usercode'), member],
    share: ['share', () => import('../../pages/user/qrcode/share'), member],
  }),
  ...pages('/pages/user', {
    'distribution/distribution': [
      'distribution',
      () => import('../../pages/user/distribution/distribution'),
      member,
    ],
    'portrait/portrait': ['portrait', () => import('../../pages/user/portrait/portrait'), member],
    'comment/comment': ['myComments', () => import('../../pages/user/comment/comment'), member],
  }),

  // Refunds
  ...pages('/pages/user/refund', {
    lists: ['refundLists', () => import('../../pages/user/refund/lists'), member],
    apply: ['refundApply', () => import('../../pages/user/refund/apply'), member],
    details: ['refundDetails', () => import('../../pages/user/refund/details'), member],
    log: ['refundLog', () => import('../../pages/user/refund/log'), member],
    edit: ['refundEdit', () => import('../../pages/user/refund/edit'), member],
  }),

  // Shop (the product list has two spellings)
  ...pages('/pages/shop', {
    index: ['shopIndex', () => import('../../pages/shop/index'), guest],
    info: ['shopInfo', () => import('../../pages/shop/info'), guest],
    'product-list': ['shopProductList', shopProducts, guest],
    'product/list': ['shopProductList', shopProducts, guest],
    'apply/apply': ['shopApply', () => import('../../pages/shop/apply/apply'), member],
    'apply/details': ['shopApplyDetails', () => import('../../pages/shop/apply/details'), member],
    'live/live': ['shopLive', () => import('../../pages/shop/live/live'), member],
  }),

  // Find
  ...pages('/pages/apps/find', {
    list: ['findList', () => import('../../pages/apps/find/list'), guest],
    user: ['findUser', () => import('../../pages/apps/find/user'), guest],
    'user-add': ['findUserAdd', () => import('../../pages/apps/find/user-add'), member],
    'user-follow': ['findUserFollow', () => import('../../pages/apps/find/user-follow'), member],
    'user-fans': ['findUserFans', () => import('../../pages/apps/find/user-fans'), guest],
    'details/details': [
      'findDetails',
      () => import('../../pages/apps/find/details/details'),
      guest,
    ],
    'details/live': ['findLive', () => import('../../pages/apps/find/details/live'), member],
    'details/video': ['findVideo', () => import('../../pages/apps/find/details/video'), guest],
  }),

  // Group buying
  ...pages('/pages/apps/groups', {
    index: ['groupsIndex', () => import('../../pages/apps/groups/index'), guest],
    goods: ['groupsGoods', () => import('../../pages/apps/groups/goods'), guest],
    team: ['groupsTeam', () => import('../../pages/apps/groups/team'), guest],
  }),
  ...pages('/pages/apps/groups/order', {
    order: ['groupsOrder', () => import('../../pages/apps/groups/order/order'), member],
    confirm: ['groupsConfirm', () => import('../../pages/apps/groups/order/confirm'), member],
    details: ['groupsOrderDetails', () => import('../../pages/apps/groups/order/details'), member],
    comment: ['groupsComment', () => import('../../pages/apps/groups/order/comment'), member],
    logistics: ['groupsLogistics', () => import('../../pages/apps/groups/order/logistics'), member],
  }),

  // System pages
  route('/choose-location', 'chooseLocation', () => import('../../pages/system/choose-location')),
  route('/open-location', 'openLocation', () => import('../../pages/system/open-location')),
];
