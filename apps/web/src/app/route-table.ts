/**
 * Every route of spec §2 as data: path, lazily loaded page module, title key (namespace `routes`),
 * whether it needs a logged-in member, and whether it is a tab page. The router is built from this
 * table; e2e and unit tests read it too. Page modules mirror the /pages/* paths in kebab-case.
 */
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export interface RouteEntry {
  path: string;
  load: () => Promise<PageModule>;
  titleKey: string;
  requiresLogin: boolean;
  /** Tab pages have no back button and cannot be backed out of. */
  tab: boolean;
}

type Options = Partial<Pick<RouteEntry, 'requiresLogin' | 'tab'>>;

const route = (
  path: string,
  titleKey: string,
  load: RouteEntry['load'],
  options: Options = {},
): RouteEntry => ({
  path,
  titleKey,
  load,
  requiresLogin: options.requiresLogin ?? false,
  tab: options.tab ?? false,
});
const member = { requiresLogin: true } as const;
const tab = { tab: true } as const;

const home = () => import('../pages/index');
const shopProducts = () => import('../pages/shop/product-list');

export const routeTable: RouteEntry[] = [
  // Tabs (spec §2) and the variant tabs /pages/find and /pages/cart
  route('/', 'home', home, tab),
  route('/pages/index', 'home', home, tab),
  route('/pages/category', 'category', () => import('../pages/category'), tab),
  route('/pages/shop', 'investment', () => import('../pages/shop'), tab),
  route('/pages/user', 'userCenter', () => import('../pages/user'), tab),
  route('/pages/find', 'find', () => import('../pages/find'), tab),
  route('/pages/cart', 'cart', () => import('../pages/cart'), tab),

  // General pages
  route('/pages/mycode', 'mycode', () => import('../pages/mycode'), member),
  route('/pages/news', 'news', () => import('../pages/news')),
  route('/pages/newsc', 'newsc', () => import('../pages/newsc')),
  route('/pages/lang', 'lang', () => import('../pages/lang')),
  route('/pages/video', 'video', () => import('../pages/video')),
  route('/pages/hVideo', 'hVideo', () => import('../pages/h-video')),
  route('/pages/CVideo', 'cVideo', () => import('../pages/c-video')),
  route('/pages/cart1', 'cart1', () => import('../pages/cart1')),
  route('/pages/Pool/machine', 'poolMachine', () => import('../pages/pool/machine')),
  route('/pages/Pool/Currency', 'poolCurrency', () => import('../pages/pool/currency')),

  // Articles
  route('/pages/article/list', 'articleList', () => import('../pages/article/list')),
  route('/pages/article/details', 'articleDetails', () => import('../pages/article/details')),
  route('/pages/article/advert', 'articleAdvert', () => import('../pages/article/advert')),

  // Messages
  route('/pages/notice/notice', 'notice', () => import('../pages/notice/notice'), member),
  route('/pages/notice/chat', 'chat', () => import('../pages/notice/chat'), member),
  route(
    '/pages/notice/notify/notify',
    'notify',
    () => import('../pages/notice/notify/notify'),
    member,
  ),
  route(
    '/pages/notice/system/system',
    'system',
    () => import('../pages/notice/system/system'),
    member,
  ),
  route(
    '/pages/notice/logistics/logistics',
    'noticeLogistics',
    () => import('../pages/notice/logistics/logistics'),
    member,
  ),

  // Products
  route('/pages/product/goods', 'goods', () => import('../pages/product/goods')),
  route('/pages/product/list', 'productList', () => import('../pages/product/list')),
  route('/pages/product/comment', 'productComment', () => import('../pages/product/comment')),

  // Generic pages
  route('/pages/page/index', 'pageIndex', () => import('../pages/page/index')),
  route('/pages/page/search', 'search', () => import('../pages/page/search')),
  route(
    '/pages/page/search_merchant',
    'searchMerchant',
    () => import('../pages/page/search-merchant'),
  ),
  route('/pages/page/success', 'success', () => import('../pages/page/success')),
  route('/pages/page/end_live', 'endLive', () => import('../pages/page/end-live')),
  route('/pages/page/no_network', 'noNetwork', () => import('../pages/page/no-network')),

  // Auth
  route('/pages/user/auth/auth', 'auth', () => import('../pages/user/auth/auth')),
  route('/pages/user/auth/name', 'authName', () => import('../pages/user/auth/name'), member),
  route('/pages/user/auth/auto', 'authAuto', () => import('../pages/user/auth/auto')),
  route(
    '/pages/user/auth/perfect',
    'authPerfect',
    () => import('../pages/user/auth/perfect'),
    member,
  ),
  route('/pages/user/auth/phone', 'authPhone', () => import('../pages/user/auth/phone')),
  route('/pages/user/auth/register', 'authRegister', () => import('../pages/user/auth/register')),
  route('/pages/user/auth/retrieve', 'authRetrieve', () => import('../pages/user/auth/retrieve')),
  route('/pages/user/auth/thirdreg', 'authThirdreg', () => import('../pages/user/auth/thirdreg')),
  route(
    '/pages/user/auth/validcode',
    'authValidcode',
    () => import('../pages/user/auth/validcode'),
  ),
  route(
    '/pages/user/auth/verification',
    'authVerification',
    () => import('../pages/user/auth/verification'),
    member,
  ),
  route('/pages/user/auth/resetpwd', 'authResetpwd', () => import('../pages/user/auth/resetpwd')),
  route(
    '/pages/user/auth/resetphone',
    'authResetphone',
    () => import('../pages/user/auth/resetphone'),
    member,
  ),

  // Account pages
  route('/pages/user/bank/bank', 'bank', () => import('../pages/user/bank/bank'), member),
  route('/pages/user/bank/add', 'bankAdd', () => import('../pages/user/bank/add'), member),
  route(
    '/pages/user/bank/details',
    'bankDetails',
    () => import('../pages/user/bank/details'),
    member,
  ),
  route('/pages/user/vip/vip', 'vip', () => import('../pages/user/vip/vip'), member),
  route('/pages/user/coupon/list', 'couponList', () => import('../pages/user/coupon/list')),
  route(
    '/pages/user/coupon/mycard',
    'couponMycard',
    () => import('../pages/user/coupon/mycard'),
    member,
  ),
  route(
    '/pages/user/coupon/details',
    'couponDetails',
    () => import('../pages/user/coupon/details'),
  ),
  route(
    '/pages/user/coupon/apply',
    'couponApply',
    () => import('../pages/user/coupon/apply'),
    member,
  ),
  route('/pages/user/help', 'help', () => import('../pages/user/help')),
  route('/pages/user/service', 'service', () => import('../pages/user/service'), member),
  route('/pages/user/service1', 'service1', () => import('../pages/user/service1'), member),
  route('/pages/user/bingli', 'bingli', () => import('../pages/user/bingli'), member),
  route('/pages/user/team', 'team', () => import('../pages/user/team'), member),
  route('/pages/user/myvideo', 'myvideo', () => import('../pages/user/myvideo'), member),
  route('/pages/user/gongpai', 'gongpai', () => import('../pages/user/gongpai'), member),
  route(
    '/pages/user/tuanduijiangjinchi',
    'teamRewardPool',
    () => import('../pages/user/tuanduijiangjinchi'),
    member,
  ),
  route(
    '/pages/user/yanchijiesuan',
    'rewardSettlement',
    () => import('../pages/user/yanchijiesuan'),
    member,
  ),
  route(
    '/pages/user/guanggaojiangjinchi',
    'adRewardPool',
    () => import('../pages/user/guanggaojiangjinchi'),
    member,
  ),
  route('/pages/user/butie', 'subsidy', () => import('../pages/user/butie'), member),
  route('/pages/user/theme', 'theme', () => import('../pages/user/theme')),
  route('/pages/user/footprint', 'footprint', () => import('../pages/user/footprint'), member),
  route('/pages/user/follow', 'follow', () => import('../pages/user/follow'), member),
  route('/pages/user/collect', 'collect', () => import('../pages/user/collect'), member),

  // Sign-in
  route('/pages/user/signin/signin', 'signin', () => import('../pages/user/signin/signin'), member),
  route('/pages/user/signin/log', 'signinLog', () => import('../pages/user/signin/log'), member),
  route('/pages/user/signin/rank', 'signinRank', () => import('../pages/user/signin/rank')),

  // Settings
  route(
    '/pages/user/setting/notice',
    'settingNotice',
    () => import('../pages/user/setting/notice'),
    member,
  ),
  route('/pages/user/setting/kyc', 'kyc', () => import('../pages/user/setting/kyc'), member),
  route('/pages/user/setting/privacy', 'privacy', () => import('../pages/user/setting/privacy')),
  route(
    '/pages/user/setting/security',
    'security',
    () => import('../pages/user/setting/security'),
    member,
  ),
  route(
    '/pages/user/setting/currency',
    'currency',
    () => import('../pages/user/setting/currency'),
    member,
  ),
  route(
    '/pages/user/setting/securityCenter',
    'securityCenter',
    () => import('../pages/user/setting/security-center'),
    member,
  ),
  route('/pages/user/setting/about', 'about', () => import('../pages/user/setting/about')),
  route('/pages/user/setting/setting', 'setting', () => import('../pages/user/setting/setting')),
  route(
    '/pages/user/setting/user',
    'settingUser',
    () => import('../pages/user/setting/user'),
    member,
  ),

  // Feedback and complaints
  route(
    '/pages/user/feedback/feedback',
    'feedback',
    () => import('../pages/user/feedback/feedback'),
    member,
  ),
  route(
    '/pages/user/feedback/lists',
    'feedbackLists',
    () => import('../pages/user/feedback/lists'),
    member,
  ),
  route(
    '/pages/user/complaint/complaint',
    'complaint',
    () => import('../pages/user/complaint/complaint'),
    member,
  ),
  route(
    '/pages/user/complaint/lists',
    'complaintLists',
    () => import('../pages/user/complaint/lists'),
    member,
  ),

  // Orders
  route('/pages/user/order/order', 'order', () => import('../pages/user/order/order'), member),
  route('/pages/user/order/order1', 'order1', () => import('../pages/user/order/order1'), member),
  route(
    '/pages/user/order/details',
    'orderDetails',
    () => import('../pages/user/order/details'),
    member,
  ),
  route(
    '/pages/user/order/logistics',
    'orderLogistics',
    () => import('../pages/user/order/logistics'),
    member,
  ),
  route(
    '/pages/user/order/comment',
    'orderComment',
    () => import('../pages/user/order/comment'),
    member,
  ),
  route(
    '/pages/user/order/addorder',
    'addorder',
    () => import('../pages/user/order/addorder'),
    member,
  ),
  // The shopping cart: guests keep a local one, so no login needed
  route('/pages/user/cart', 'shoppingCart', () => import('../pages/user/cart')),

  // Wallet
  route('/pages/user/money/money', 'money', () => import('../pages/user/money/money'), member),
  route(
    '/pages/user/money/lvsejifen',
    'greenPoints',
    () => import('../pages/user/money/lvsejifen'),
    member,
  ),
  route('/pages/user/money/st', 'moneySt', () => import('../pages/user/money/st'), member),
  route('/pages/user/money/list', 'moneyList', () => import('../pages/user/money/list'), member),
  route(
    '/pages/user/money/quanyizhi',
    'equityValue',
    () => import('../pages/user/money/quanyizhi'),
    member,
  ),
  route('/pages/user/money/pay', 'pay', () => import('../pages/user/money/pay'), member),
  route(
    '/pages/user/money/recharge',
    'recharge',
    () => import('../pages/user/money/recharge'),
    member,
  ),
  route(
    '/pages/user/money/select',
    'selectNetwork',
    () => import('../pages/user/money/select'),
    member,
  ),
  route(
    '/pages/user/money/usdttrcerc',
    'usdtTopUp',
    () => import('../pages/user/money/usdttrcerc'),
    member,
  ),
  route(
    '/pages/user/money/withdraw',
    'withdraw',
    () => import('../pages/user/money/withdraw'),
    member,
  ),
  route(
    '/pages/user/money/transfer',
    'transfer',
    () => import('../pages/user/money/transfer'),
    member,
  ),
  route(
    '/pages/user/money/withdraw_score',
    'withdrawScore',
    () => import('../pages/user/money/withdraw-score'),
    member,
  ),
  route(
    '/pages/user/money/witlist',
    'witlist',
    () => import('../pages/user/money/witlist'),
    member,
  ),
  route(
    '/pages/user/money/details',
    'moneyDetails',
    () => import('../pages/user/money/details'),
    member,
  ),

  // Wholesaler, addresses, QR and share, other user pages
  route(
    '/pages/user/distributor/distributor',
    'distributor',
    () => import('../pages/user/distributor/distributor'),
    member,
  ),
  route(
    '/pages/user/distributor/shuika',
    'waterCard',
    () => import('../pages/user/distributor/shuika'),
    member,
  ),
  route(
    '/pages/user/distributor/purchase',
    'purchase',
    () => import('../pages/user/distributor/purchase'),
    member,
  ),
  route(
    '/pages/user/address/address',
    'address',
    () => import('../pages/user/address/address'),
    member,
  ),
  route(
    '/pages/user/address/addressManage',
    'addressManage',
    () => import('../pages/user/address/address-manage'),
    member,
  ),
  route('/pages/user/qrcode/qrcode', 'qrcode', () => import('../pages/user/qrcode/qrcode'), member),
  route(
    '/pages/user/qrcode/usercode',
    'usercode',
    () => import('../pages/user/qrcode/usercode'),
    member,
  ),
  route('/pages/user/qrcode/share', 'share', () => import('../pages/user/qrcode/share'), member),
  route(
    '/pages/user/distribution/distribution',
    'distribution',
    () => import('../pages/user/distribution/distribution'),
    member,
  ),
  route(
    '/pages/user/portrait/portrait',
    'portrait',
    () => import('../pages/user/portrait/portrait'),
    member,
  ),
  route(
    '/pages/user/comment/comment',
    'myComments',
    () => import('../pages/user/comment/comment'),
    member,
  ),

  // Refunds
  route(
    '/pages/user/refund/lists',
    'refundLists',
    () => import('../pages/user/refund/lists'),
    member,
  ),
  route(
    '/pages/user/refund/apply',
    'refundApply',
    () => import('../pages/user/refund/apply'),
    member,
  ),
  route(
    '/pages/user/refund/details',
    'refundDetails',
    () => import('../pages/user/refund/details'),
    member,
  ),
  route('/pages/user/refund/log', 'refundLog', () => import('../pages/user/refund/log'), member),
  route('/pages/user/refund/edit', 'refundEdit', () => import('../pages/user/refund/edit'), member),

  // Shop (the product list has two spellings)
  route('/pages/shop/index', 'shopIndex', () => import('../pages/shop/index')),
  route('/pages/shop/info', 'shopInfo', () => import('../pages/shop/info')),
  route('/pages/shop/product-list', 'shopProductList', shopProducts),
  route('/pages/shop/product/list', 'shopProductList', shopProducts),
  route('/pages/shop/apply/apply', 'shopApply', () => import('../pages/shop/apply/apply'), member),
  route(
    '/pages/shop/apply/details',
    'shopApplyDetails',
    () => import('../pages/shop/apply/details'),
    member,
  ),
  route('/pages/shop/live/live', 'shopLive', () => import('../pages/shop/live/live'), member),

  // Find
  route('/pages/apps/find/list', 'findList', () => import('../pages/apps/find/list')),
  route('/pages/apps/find/user', 'findUser', () => import('../pages/apps/find/user')),
  route(
    '/pages/apps/find/user-add',
    'findUserAdd',
    () => import('../pages/apps/find/user-add'),
    member,
  ),
  route(
    '/pages/apps/find/user-follow',
    'findUserFollow',
    () => import('../pages/apps/find/user-follow'),
    member,
  ),
  route('/pages/apps/find/user-fans', 'findUserFans', () => import('../pages/apps/find/user-fans')),
  route(
    '/pages/apps/find/details/details',
    'findDetails',
    () => import('../pages/apps/find/details/details'),
  ),
  route(
    '/pages/apps/find/details/live',
    'findLive',
    () => import('../pages/apps/find/details/live'),
    member,
  ),
  route(
    '/pages/apps/find/details/video',
    'findVideo',
    () => import('../pages/apps/find/details/video'),
  ),

  // Group buying
  route('/pages/apps/groups/index', 'groupsIndex', () => import('../pages/apps/groups/index')),
  route('/pages/apps/groups/goods', 'groupsGoods', () => import('../pages/apps/groups/goods')),
  route('/pages/apps/groups/team', 'groupsTeam', () => import('../pages/apps/groups/team')),
  route(
    '/pages/apps/groups/order/order',
    'groupsOrder',
    () => import('../pages/apps/groups/order/order'),
    member,
  ),
  route(
    '/pages/apps/groups/order/confirm',
    'groupsConfirm',
    () => import('../pages/apps/groups/order/confirm'),
    member,
  ),
  route(
    '/pages/apps/groups/order/details',
    'groupsOrderDetails',
    () => import('../pages/apps/groups/order/details'),
    member,
  ),
  route(
    '/pages/apps/groups/order/comment',
    'groupsComment',
    () => import('../pages/apps/groups/order/comment'),
    member,
  ),
  route(
    '/pages/apps/groups/order/logistics',
    'groupsLogistics',
    () => import('../pages/apps/groups/order/logistics'),
    member,
  ),

  // System pages
  route('/choose-location', 'chooseLocation', () => import('../pages/system/choose-location')),
  route('/open-location', 'openLocation', () => import('../pages/system/open-location')),
];

/** Unknown paths render this page. */
export const notFoundRoute: RouteEntry = route('*', 'notFound', () => import('../pages/not-found'));

/** The entry registered for an exact path, if any. */
export function findRouteEntry(pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeTable.find((entry) => entry.path.toLowerCase() === normalized.toLowerCase());
}
