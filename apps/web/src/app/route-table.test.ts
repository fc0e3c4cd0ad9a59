import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import { findRouteEntry, routeTable } from './route-table';

/** Spec §2, transcribed route by route. */
const SPEC_ROUTES = [
  '/',
  '/pages/index',
  '/pages/category',
  '/pages/shop',
  '/pages/user',
  '/pages/mycode',
  '/pages/news',
  '/pages/newsc',
  '/pages/lang',
  '/pages/video',
  '/pages/hVideo',
  '/pages/CVideo',
  '/pages/find',
  '/pages/cart',
  '/pages/cart1',
  '/pages/Pool/machine',
  '/pages/Pool/Currency',
  '/pages/article/list',
  '/pages/article/details',
  '/pages/article/advert',
  '/pages/notice/notice',
  '/pages/notice/chat',
  '/pages/notice/notify/notify',
  '/pages/notice/system/system',
  '/pages/notice/logistics/logistics',
  '/pages/product/goods',
  '/pages/product/list',
  '/pages/product/comment',
  '/pages/page/index',
  '/pages/page/search',
  '/pages/page/search_merchant',
  '/pages/page/success',
  '/pages/page/end_live',
  '/pages/page/no_network',
  ...[
    'auth',
    'name',
    'auto',
    'perfect',
    'phone',
    'register',
    'retrieve',
    'thirdreg',
    'validcode',
    'verification',
    'resetpwd',
    'resetphone',
  ].map((page) => `/pages/user/auth/${page}`),
  '/pages/user/bank/bank',
  '/pages/user/bank/add',
  '/pages/user/bank/details',
  '/pages/user/vip/vip',
  '/pages/user/coupon/list',
  '/pages/user/coupon/mycard',
  '/pages/user/coupon/details',
  '/pages/user/coupon/apply',
  '/pages/user/help',
  '/pages/user/service',
  '/pages/user/service1',
  '/pages/user/bingli',
  '/pages/user/team',
  '/pages/user/myvideo',
  '/pages/user/gongpai',
  '/pages/user/tuanduijiangjinchi',
  '/pages/user/yanchijiesuan',
  '/pages/user/guanggaojiangjinchi',
  '/pages/user/butie',
  '/pages/user/theme',
  '/pages/user/footprint',
  '/pages/user/follow',
  '/pages/user/collect',
  '/pages/user/signin/signin',
  '/pages/user/signin/log',
  '/pages/user/signin/rank',
  ...[
    'notice',
    'kyc',
    'privacy',
    'security',
    'currency',
    'securityCenter',
    'about',
    'setting',
    'user',
  ].map((page) => `/pages/user/setting/${page}`),
  '/pages/user/feedback/feedback',
  '/pages/user/feedback/lists',
  '/pages/user/complaint/complaint',
  '/pages/user/complaint/lists',
  ...['order', 'order1', 'details', 'logistics', 'comment', 'addorder'].map(
    (page) => `/pages/user/order/${page}`,
  ),
  ...[
    'money',
    'lvsejifen',
    'st',
    'list',
    'quanyizhi',
    'pay',
    'recharge',
    'select',
    'usdttrcerc',
    'withdraw',
    'transfer',
    'withdraw_score',
    'witlist',
    'details',
  ].map((page) => `/pages/user/money/${page}`),
  '/pages/user/distributor/distributor',
  '/pages/user/distributor/shuika',
  '/pages/user/distributor/purchase',
  '/pages/user/address/address',
  '/pages/user/address/addressManage',
  '/pages/user/qrcode/qrcode',
  '/pages/user/qrcode/usercode',
  '/pages/user/qrcode/share',
  '/pages/user/distribution/distribution',
  '/pages/user/portrait/portrait',
  '/pages/user/comment/comment',
  ...['lists', 'apply', 'details', 'log', 'edit'].map((page) => `/pages/user/refund/${page}`),
  '/pages/shop/index',
  '/pages/shop/info',
  '/pages/shop/product-list',
  '/pages/shop/product/list',
  '/pages/shop/apply/apply',
  '/pages/shop/apply/details',
  '/pages/shop/live/live',
  ...[
    'list',
    'user',
    'user-add',
    'user-follow',
    'user-fans',
    'details/details',
    'details/live',
    'details/video',
  ].map((page) => `/pages/apps/find/${page}`),
  ...[
    'index',
    'goods',
    'team',
    'order/order',
    'order/confirm',
    'order/details',
    'order/comment',
    'order/logistics',
  ].map((page) => `/pages/apps/groups/${page}`),
  '/choose-location',
  '/open-location',
];

const routes = buildRoutes();
const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it('registers every spec §2 route', () => {
    const missing = SPEC_ROUTES.filter((path) => {
      const leaf = leafOf(path);
      return !leaf || leaf.path === '*';
    });
    expect(missing).toEqual([]);
  });

  it('registers both spellings of the shop product list, with the same page', () => {
    expect(findRouteEntry('/pages/shop/product-list')?.load).toBe(
      findRouteEntry('/pages/shop/product/list')?.load,
    );
  });

  it('treats / and /pages/index as the home tab', () => {
    expect(findRouteEntry('/')?.titleKey).toBe('home');
    expect(findRouteEntry('/pages/index')?.load).toBe(findRouteEntry('/')?.load);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(leafOf('/pages/nowhere/at-all')?.path).toBe('*');
  });

  it('marks the four tabs and the variant tabs as tab pages', () => {
    const tabs = routeTable.filter((entry) => entry.tab).map((entry) => entry.path);
    expect(tabs).toEqual([
      '/',
      '/pages/index',
      '/pages/category',
      '/pages/shop',
      '/pages/user',
      '/pages/find',
      '/pages/cart',
    ]);
  });

  it('requires login for personal pages and leaves browsing open', () => {
    for (const path of [
      '/pages/user/money/withdraw',
      '/pages/user/order/order',
      '/pages/user/address/address',
      '/pages/user/team',
      '/pages/user/setting/user',
      '/pages/mycode',
      '/pages/cart',
      '/pages/cart1',
    ]) {
      expect(findRouteEntry(path)?.requiresLogin, path).toBe(true);
    }
    for (const path of [
      '/',
      '/pages/product/goods',
      '/pages/user',
      '/pages/user/auth/auth',
      '/pages/lang',
      '/pages/user/setting/about',
    ]) {
      expect(findRouteEntry(path)?.requiresLogin, path).toBe(false);
    }
  });

  it('has a page module with a default component for every entry', async () => {
    const modules = await Promise.all(routeTable.map((entry) => entry.load()));
    expect(modules.every((module) => typeof module.default === 'function')).toBe(true);
  }, 60_000);
});
