/** Wholesaler, addresses and other user pages; refunds, shop, find, groups, system. */
import { route, member, type RouteEntry } from './route-entry';

const shopProducts = () => import('../../pages/shop/product-list');

export const moreRoutes: RouteEntry[] = [
  // Wholesaler, addresses, QR and share, other user pages
  route(
    '/pages/user/distributor/distributor',
    'distributor',
    () => import('../../pages/user/distributor/distributor'),
    member,
  ),
  route(
    '/pages/user/distributor/shuika',
    'waterCard',
    () => import('../../pages/user/distributor/shuika'),
    member,
  ),
  route(
    '/pages/user/distributor/purchase',
    'purchase',
    () => import('../../pages/user/distributor/purchase'),
    member,
  ),
  route(
    '/pages/user/address/address',
    'address',
    () => import('../../pages/user/address/address'),
    member,
  ),
  route(
    '/pages/user/address/addressManage',
    'addressManage',
    () => import('../../pages/user/address/address-manage'),
    member,
  ),
  route(
    '/pages/user/qrcode/qrcode',
    'qrcode',
    () => import('../../pages/user/qrcode/qrcode'),
    member,
  ),
  route(
    '/pages/user/qrcode/usercode',
    'usercode',
    () => import('../../pages/user/qrcode/usercode'),
    member,
  ),
  route('/pages/user/qrcode/share', 'share', () => import('../../pages/user/qrcode/share'), member),
  route(
    '/pages/user/distribution/distribution',
    'distribution',
    () => import('../../pages/user/distribution/distribution'),
    member,
  ),
  route(
    '/pages/user/portrait/portrait',
    'portrait',
    () => import('../../pages/user/portrait/portrait'),
    member,
  ),
  route(
    '/pages/user/comment/comment',
    'myComments',
    () => import('../../pages/user/comment/comment'),
    member,
  ),

  // Refunds
  route(
    '/pages/user/refund/lists',
    'refundLists',
    () => import('../../pages/user/refund/lists'),
    member,
  ),
  route(
    '/pages/user/refund/apply',
    'refundApply',
    () => import('../../pages/user/refund/apply'),
    member,
  ),
  route(
    '/pages/user/refund/details',
    'refundDetails',
    () => import('../../pages/user/refund/details'),
    member,
  ),
  route('/pages/user/refund/log', 'refundLog', () => import('../../pages/user/refund/log'), member),
  route(
    '/pages/user/refund/edit',
    'refundEdit',
    () => import('../../pages/user/refund/edit'),
    member,
  ),

  // Shop (the product list has two spellings)
  route('/pages/shop/index', 'shopIndex', () => import('../../pages/shop/index')),
  route('/pages/shop/info', 'shopInfo', () => import('../../pages/shop/info')),
  route('/pages/shop/product-list', 'shopProductList', shopProducts),
  route('/pages/shop/product/list', 'shopProductList', shopProducts),
  route(
    '/pages/shop/apply/apply',
    'shopApply',
    () => import('../../pages/shop/apply/apply'),
    member,
  ),
  route(
    '/pages/shop/apply/details',
    'shopApplyDetails',
    () => import('../../pages/shop/apply/details'),
    member,
  ),
  route('/pages/shop/live/live', 'shopLive', () => import('../../pages/shop/live/live'), member),

  // Find
  route('/pages/apps/find/list', 'findList', () => import('../../pages/apps/find/list')),
  route('/pages/apps/find/user', 'findUser', () => import('../../pages/apps/find/user')),
  route(
    '/pages/apps/find/user-add',
    'findUserAdd',
    () => import('../../pages/apps/find/user-add'),
    member,
  ),
  route(
    '/pages/apps/find/user-follow',
    'findUserFollow',
    () => import('../../pages/apps/find/user-follow'),
    member,
  ),
  route(
    '/pages/apps/find/user-fans',
    'findUserFans',
    () => import('../../pages/apps/find/user-fans'),
  ),
  route(
    '/pages/apps/find/details/details',
    'findDetails',
    () => import('../../pages/apps/find/details/details'),
  ),
  route(
    '/pages/apps/find/details/live',
    'findLive',
    () => import('../../pages/apps/find/details/live'),
    member,
  ),
  route(
    '/pages/apps/find/details/video',
    'findVideo',
    () => import('../../pages/apps/find/details/video'),
  ),

  // Group buying
  route('/pages/apps/groups/index', 'groupsIndex', () => import('../../pages/apps/groups/index')),
  route('/pages/apps/groups/goods', 'groupsGoods', () => import('../../pages/apps/groups/goods')),
  route('/pages/apps/groups/team', 'groupsTeam', () => import('../../pages/apps/groups/team')),
  route(
    '/pages/apps/groups/order/order',
    'groupsOrder',
    () => import('../../pages/apps/groups/order/order'),
    member,
  ),
  route(
    '/pages/apps/groups/order/confirm',
    'groupsConfirm',
    () => import('../../pages/apps/groups/order/confirm'),
    member,
  ),
  route(
    '/pages/apps/groups/order/details',
    'groupsOrderDetails',
    () => import('../../pages/apps/groups/order/details'),
    member,
  ),
  route(
    '/pages/apps/groups/order/comment',
    'groupsComment',
    () => import('../../pages/apps/groups/order/comment'),
    member,
  ),
  route(
    '/pages/apps/groups/order/logistics',
    'groupsLogistics',
    () => import('../../pages/apps/groups/order/logistics'),
    member,
  ),

  // System pages
  route('/choose-location', 'chooseLocation', () => import('../../pages/system/choose-location')),
  route('/open-location', 'openLocation', () => import('../../pages/system/open-location')),
];
