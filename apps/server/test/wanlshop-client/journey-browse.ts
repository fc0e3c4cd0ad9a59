import { openSocket } from '../socket-client.ts';
import { clientCall, list, need, readPage, type Step } from './client.ts';

/** `config.versionName` the client sends as `version`. */
const VERSION = '1.1.1';

/** App start as a guest (App.vue, store/modules/common.js, cart.js, chat.js) and the home page. */
export const GUEST_START: Step[] = [
  {
    name: 'checks the stored token at start, sending the literal token "wanlshop" as a guest',
    async run(w) {
      // Raw uni.request (no interceptor): 200 means "logged in", 401 wipes the stored user.
      const response = await w.t.app.inject({
        method: 'GET',
        url: '/api/wanlshop/token/check',
        headers: { token: 'wanlshop' },
      });
      if (response.statusCode !== 401)
        throw new Error(`HTTP ${response.statusCode} (the client needs 401 to stay a guest)`);
    },
  },
  {
    name: 'loads the adverts (common/adverts)',
    method: 'GET',
    path: '/wanlshop/common/adverts',
    as: 'guest',
    data: () => ({ version: VERSION }),
    read: (res) => {
      const ads = need(res.data, 'res.data');
      need(ads.openAdverts, 'res.data.openAdverts');
      list(ads.pageAdverts, 'res.data.pageAdverts');
    },
  },
  {
    name: 'loads the home modules, categories and app config (common/init)',
    method: 'GET',
    path: '/wanlshop/common/init',
    as: 'guest',
    data: () => ({ version: VERSION }),
    read: (res) => {
      const modules = need(res.modulesData, 'res.modulesData');
      const home = need(modules.homeModules, 'res.modulesData.homeModules');
      for (const [i, item] of list(home.item, 'homeModules.item').entries()) {
        need(item.style, `homeModules.item[${i}].style`);
        need(item.params, `homeModules.item[${i}].params`);
      }
      need(home.page?.style, 'homeModules.page.style');
      const categories = list(modules.categoryModules, 'res.modulesData.categoryModules');
      list(modules.searchModules, 'res.modulesData.searchModules');
      need(res.appConfig, 'res.appConfig');
      need(res.appStyle, 'res.appStyle');
      need(categories[0]?.id, 'categoryModules[0].id');
    },
  },
  {
    name: 'opens the chat socket and binds it with chat/shake as a guest',
    async run(w) {
      w.buyerSocket = await openSocket(w.wsUrl);
      const res = await clientCall(w.t, {
        method: 'POST',
        path: '/wanlshop/chat/shake',
        data: { client_id: w.buyerSocket.clientId },
      });
      w.s.chatClientId = need(res, 'res (the client id stored as wanlshop:chat_client_id)');
    },
  },
  {
    name: 'shows "guess you like" on the home page (product/likes)',
    method: 'GET',
    path: '/wanlshop/product/likes',
    as: 'guest',
    data: () => ({ page: 1 }),
    read: (res) => {
      readPage(res);
      need(res.total, 'res.total');
    },
  },
  {
    name: 'shows the headlines block (page/headlines)',
    method: 'GET',
    path: '/wanlshop/page/headlines',
    as: 'guest',
    read: (res) => void list(res, 'res').slice(0, 2),
  },
  {
    name: 'shows a goods block by its ids (page/goods)',
    method: 'GET',
    path: '/wanlshop/page/goods',
    as: 'guest',
    data: (s) => ({ ids: [s.goodsId].join(',') }),
    read: (res) => void need(list(res, 'res')[0]?.id, 'res[0].id'),
  },
];

/** Search (pages/page/search.vue, pages/product/list.vue), category list, goods, comments, shop. */
export const BROWSING: Step[] = [
  {
    name: 'lists the hot searches (common/searchList)',
    method: 'GET',
    path: '/wanlshop/common/searchList',
    as: 'guest',
    read: (res) => void list(res, 'res'),
  },
  {
    name: 'suggests categories and keywords while typing (common/search)',
    method: 'GET',
    path: '/wanlshop/common/search',
    as: 'guest',
    data: () => ({ search: 'a' }),
    read: (res) => {
      list(res.categoryList, 'res.categoryList');
      list(res.searchList, 'res.searchList');
    },
  },
  {
    name: 'counts the chosen keyword (common/setSearch)',
    method: 'GET',
    path: '/wanlshop/common/setSearch',
    as: 'guest',
    data: () => ({ keywords: 'a' }),
  },
  {
    name: 'lists the goods found by a keyword (product/lists with search, empty filter and op)',
    method: 'GET',
    path: '/wanlshop/product/lists',
    as: 'guest',
    data: () => ({
      search: 'a',
      sort: 'weigh',
      order: 'asc',
      page: 1,
      filter: {},
      op: {},
      type: 'goods',
    }),
    read: (res) => void readPage(res),
  },
  {
    name: 'shows "guess you like" under the list (product/likes?pages=goods)',
    method: 'GET',
    path: '/wanlshop/product/likes?pages=goods',
    as: 'guest',
    read: (res) => void list(res.data, 'res.data'),
  },
  {
    name: 'opens the filter drawer (product/drawer)',
    method: 'GET',
    path: '/wanlshop/product/drawer',
    as: 'guest',
    data: () => ({ search: 'a', type: 'goods' }),
    read: (res) => {
      if (res.brand) list(res.brand, 'res.brand');
      for (const item of res.attribute ? list(res.attribute, 'res.attribute') : [])
        list(item.value, 'res.attribute[].value');
    },
  },
  {
    name: 'filters the list by a price range, dearest first (filter.price BETWEEN)',
    method: 'GET',
    path: '/wanlshop/product/lists',
    as: 'guest',
    data: () => ({
      search: 'a',
      sort: 'price',
      order: 'desc',
      page: 1,
      filter: { price: '1,99999' },
      op: { price: 'BETWEEN' },
      type: 'goods',
    }),
    read: (res) => void readPage(res),
  },
  {
    name: 'lists a category from the category page (filter.category_id with op "in")',
    method: 'GET',
    path: '/wanlshop/product/lists',
    as: 'guest',
    data: (s) => ({
      search: '',
      sort: 'weigh',
      order: 'asc',
      page: 1,
      filter: { category_id: s.leafCategoryId },
      op: { category_id: 'in' },
      type: 'goods',
    }),
    read: (res, s) => {
      const rows = readPage(res);
      if (rows.length === 0) throw new Error(`no goods in category ${s.leafCategoryId}`);
      const other = rows.find((row) => (row.category_id ?? row.category?.id) !== s.leafCategoryId);
      if (other) throw new Error(`filter ignored: goods ${other.id} is in another category`);
    },
  },
  {
    name: 'opens the goods page (product/goods)',
    method: 'GET',
    path: '/wanlshop/product/goods',
    as: 'guest',
    data: (s) => ({ id: s.goodsId }),
    read: (res, s) => {
      need(res.content, 'res.content').replace(/x/, 'x');
      const skus = list(res.sku, 'res.sku');
      for (const sku of skus) list(sku.difference, 'res.sku[].difference');
      for (const spu of list(res.spu, 'res.spu'))
        for (const item of list(spu.item, 'res.spu[].item'))
          need(item.name, 'res.spu[].item[].name');
      need(res.shop?.shopname, 'res.shop.shopname');
      need(res.shop_id, 'res.shop_id');
      need(res.freight, 'res.freight');
      list(res.coupon, 'res.coupon');
      need(res.comment_list, 'res.comment_list');
      const sku = skus.find((row) => row.id === s.skuId) ?? skus[0];
      s.selectedSku = need(sku, 'res.sku[0]');
      s.shopCategoryId = res.shop_category_id;
      s.skuPrice = String(need(sku.price, 'res.sku[].price'));
    },
  },
  {
    name: 'queries the coupons for the chosen SKU price (POST coupon/query)',
    method: 'POST',
    path: '/wanlshop/coupon/query',
    as: 'guest',
    data: (s) => ({
      shop_id: s.shopId,
      goods_id: s.goodsId,
      shop_category_id: s.shopCategoryId,
      price: s.skuPrice,
    }),
    read: (res, s) => {
      s.offeredCouponId = list(res, 'res')[0]?.id;
    },
  },
  {
    name: 'opens the comments tab (product/comment)',
    method: 'GET',
    path: '/wanlshop/product/comment',
    as: 'guest',
    data: (s) => ({ id: s.goodsId, page: 1, tag: '' }),
    read: (res) => {
      readPage(res.comment, 'res.comment');
      need(res.comment.total, 'res.comment.total');
      need(res.statistics, 'res.statistics');
    },
  },
  {
    name: 'opens the shop page (shop/getShopInfo)',
    method: 'GET',
    path: '/wanlshop/shop/getShopInfo',
    as: 'guest',
    data: (s) => ({ id: s.shopId }),
    read: (res) => {
      need(res.id, 'res.id');
      need(res.shopname, 'res.shopname');
      need(res.find_user, 'res.find_user');
    },
  },
];
