/** Tabs, general, article, message, product and generic pages. */
import { guest, member, pages, route, tab, type RouteEntry } from './route-entry';

const home = () => import('../../pages/index');

export const mainRoutes: RouteEntry[] = [
  // Tabs (spec §2) and the variant tabs /pages/find and /pages/cart
  route('/', 'home', home, tab),
  ...pages('/pages', {
    index: ['home', home, tab],
    category: ['category', () => import('../../pages/category'), tab],
    shop: ['investment', () => import('../../pages/shop'), tab],
    user: ['userCenter', () => import('../../pages/user'), tab],
    find: ['find', () => import('../../pages/find'), tab],
    cart: ['cart', () => import('../../pages/cart'), { ...tab, ...member }],
  }),

  // General pages
  ...pages('/pages', {
    mycode: ['mycode', () => import('../../pages/mycode'), member],
    news: ['news', () => import('../../pages/news'), guest],
    newsc: ['newsc', () => import('../../pages/newsc'), guest],
    lang: ['lang', () => import('../../pages/lang'), guest],
    video: ['video', () => import('../../pages/video'), guest],
    hVideo: ['hVideo', () => import('../../pages/h-video'), guest],
    CVideo: ['cVideo', () => import('../../pages/c-video'), guest],
    cart1: ['cart1', () => import('../../pages/cart1'), member],
  }),
  ...pages('/pages/Pool', {
    machine: ['poolMachine', () => import('../../pages/pool/machine'), guest],
    Currency: ['poolCurrency', () => import('../../pages/pool/currency'), guest],
  }),

  // Articles
  ...pages('/pages/article', {
    list: ['articleList', () => import('../../pages/article/list'), guest],
    details: ['articleDetails', () => import('../../pages/article/details'), guest],
    advert: ['articleAdvert', () => import('../../pages/article/advert'), guest],
  }),

  // Messages
  ...pages('/pages/notice', {
    notice: ['notice', () => import('../../pages/notice/notice'), member],
    chat: ['chat', () => import('../../pages/notice/chat'), member],
    'notify/notify': ['notify', () => import('../../pages/notice/notify/notify'), member],
    'system/system': ['system', () => import('../../pages/notice/system/system'), member],
    'logistics/logistics': [
      'noticeLogistics',
      () => import('../../pages/notice/logistics/logistics'),
      member,
    ],
  }),

  // Products
  ...pages('/pages/product', {
    goods: ['goods', () => import('../../pages/product/goods'), guest],
    list: ['productList', () => import('../../pages/product/list'), guest],
    comment: ['productComment', () => import('../../pages/product/comment'), guest],
  }),

  // Generic pages
  ...pages('/pages/page', {
    index: ['pageIndex', () => import('../../pages/page/index'), guest],
    search: ['search', () => import('../../pages/page/search'), guest],
    search_merchant: ['searchMerchant', () => import('../../pages/page/search-merchant'), guest],
    success: ['success', () => import('../../pages/page/success'), guest],
    end_live: ['endLive', () => import('../../pages/page/end-live'), guest],
    no_network: ['noNetwork', () => import('../../pages/page/no-network'), guest],
  }),
];
