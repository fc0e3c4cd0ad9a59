/** Tabs, general, article, message, product and generic pages. */
import { route, member, tab, type RouteEntry } from './route-entry';

const home = () => import('../../pages/index');

export const mainRoutes: RouteEntry[] = [
  // Tabs (spec §2) and the variant tabs /pages/find and /pages/cart
  route('/', 'home', home, tab),
  route('/pages/index', 'home', home, tab),
  route('/pages/category', 'category', () => import('../../pages/category'), tab),
  route('/pages/shop', 'investment', () => import('../../pages/shop'), tab),
  route('/pages/user', 'userCenter', () => import('../../pages/user'), tab),
  route('/pages/find', 'find', () => import('../../pages/find'), tab),
  route('/pages/cart', 'cart', () => import('../../pages/cart'), { ...tab, ...member }),

  // General pages
  route('/pages/mycode', 'mycode', () => import('../../pages/mycode'), member),
  route('/pages/news', 'news', () => import('../../pages/news')),
  route('/pages/newsc', 'newsc', () => import('../../pages/newsc')),
  route('/pages/lang', 'lang', () => import('../../pages/lang')),
  route('/pages/video', 'video', () => import('../../pages/video')),
  route('/pages/hVideo', 'hVideo', () => import('../../pages/h-video')),
  route('/pages/CVideo', 'cVideo', () => import('../../pages/c-video')),
  route('/pages/cart1', 'cart1', () => import('../../pages/cart1'), member),
  route('/pages/Pool/machine', 'poolMachine', () => import('../../pages/pool/machine')),
  route('/pages/Pool/Currency', 'poolCurrency', () => import('../../pages/pool/currency')),

  // Articles
  route('/pages/article/list', 'articleList', () => import('../../pages/article/list')),
  route('/pages/article/details', 'articleDetails', () => import('../../pages/article/details')),
  route('/pages/article/advert', 'articleAdvert', () => import('../../pages/article/advert')),

  // Messages
  route('/pages/notice/notice', 'notice', () => import('../../pages/notice/notice'), member),
  route('/pages/notice/chat', 'chat', () => import('../../pages/notice/chat'), member),
  route(
    '/pages/notice/notify/notify',
    'notify',
    () => import('../../pages/notice/notify/notify'),
    member,
  ),
  route(
    '/pages/notice/system/system',
    'system',
    () => import('../../pages/notice/system/system'),
    member,
  ),
  route(
    '/pages/notice/logistics/logistics',
    'noticeLogistics',
    () => import('../../pages/notice/logistics/logistics'),
    member,
  ),

  // Products
  route('/pages/product/goods', 'goods', () => import('../../pages/product/goods')),
  route('/pages/product/list', 'productList', () => import('../../pages/product/list')),
  route('/pages/product/comment', 'productComment', () => import('../../pages/product/comment')),

  // Generic pages
  route('/pages/page/index', 'pageIndex', () => import('../../pages/page/index')),
  route('/pages/page/search', 'search', () => import('../../pages/page/search')),
  route(
    '/pages/page/search_merchant',
    'searchMerchant',
    () => import('../../pages/page/search-merchant'),
  ),
  route('/pages/page/success', 'success', () => import('../../pages/page/success')),
  route('/pages/page/end_live', 'endLive', () => import('../../pages/page/end-live')),
  route('/pages/page/no_network', 'noNetwork', () => import('../../pages/page/no-network')),
];
