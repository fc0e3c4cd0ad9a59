import { appRoutes } from '@cloudmall/contract';
import { catalogClientRoutes, catalogRoutes } from '@cloudmall/contract/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adverts } from '../../../db/schema/content.schema.ts';
import { users } from '../../../db/schema/identity.schema.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

/** What the stock client's list page sends: its whole `params`, filter and op as JSON text. */
const clientList = (filter: object, op: object, extra: Record<string, unknown> = {}) =>
  call(t, catalogRoutes.goodsList, {
    search: '',
    sort: 'weigh',
    order: 'desc',
    page: 1,
    type: 'goods',
    filter: JSON.stringify(filter),
    op: JSON.stringify(op),
    ...extra,
  });

const firstGoods = async () =>
  (await call(t, catalogRoutes.goodsList, { sort: 'sales', list_rows: 1 })).body.data!.data[0]!;

describe('the stock client reads a goods detail', () => {
  it('gets spec values as {name} objects, SKU differences as lists, freight, brand, coupons and the shop fans', async () => {
    const card = await firstGoods();
    const { body } = await call(t, catalogRoutes.goods, { id: card.id, QRtype: 'goods' });
    const goods = body.data!;
    for (const spu of goods.spu)
      for (const value of spu.item) expect(typeof value.name).toBe('string');
    for (const sku of goods.sku) expect(Array.isArray(sku.difference)).toBe(true);
    expect(goods.freight.price).toMatch(/^\d+\.\d{2}$/);
    expect(goods.brand).toEqual({ name: '' });
    expect(Array.isArray(goods.coupon)).toBe(true);
    expect(goods.shop.find_user.fans).toBeGreaterThanOrEqual(0);
    expect(goods.shop).toMatchObject({ shopname: card.shop.shopname, id: card.shop_id });
    expect(goods.isLive).toBeNull();
    expect(goods.comment_list.data.every((c) => typeof c.user.nickname === 'string')).toBe(true);
  });
});

describe('the stock client opens a home category tab', () => {
  it('gets the goods of the category and everything below it as a page, best sellers first', async () => {
    const top = (await call(t, catalogRoutes.categories, {})).body.data![0]!;
    const ids = new Set([top.id, ...top.childlist.map((c) => c.id)]);
    const { body } = await call(t, catalogClientRoutes.categoryGoods, { id: top.id, page: 1 });
    const { goods, seckill, groups } = body.data!;
    expect(goods.total).toBeGreaterThan(0);
    expect(goods.data.every((g) => ids.has(g.category_id))).toBe(true);
    const sales = goods.data.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect([seckill, groups]).toEqual([[], []]);
  });
});

describe('the stock client filters a goods list', () => {
  it('keeps a category filter to that category and everything below it', async () => {
    const tree = (await call(t, catalogRoutes.categories, {})).body.data!;
    const top = tree[0]!;
    const ids = new Set([top.id, ...top.childlist.map((c) => c.id)]);
    const { body } = await clientList(
      { category_id: top.id },
      { category_id: 'in' },
      { list_rows: 100 },
    );
    expect(body.data!.total).toBeGreaterThan(0);
    expect(body.data!.data.every((g) => ids.has(g.category_id))).toBe(true);
  });

  it('applies a price range sent as "low,high" with BETWEEN, and a shop', async () => {
    const card = await firstGoods();
    const { body } = await clientList(
      { price: '10,200', shop_id: card.shop_id },
      { price: 'BETWEEN', shop_id: '=' },
      { list_rows: 100 },
    );
    for (const g of body.data!.data) {
      expect(Number(g.price)).toBeGreaterThanOrEqual(10);
      expect(Number(g.price)).toBeLessThanOrEqual(200);
      expect(g.shop_id).toBe(card.shop_id);
    }
  });

  it('matches the shop city the client sends as a LIKE pattern, and a city nobody has finds nothing', async () => {
    const card = await firstGoods();
    const shop = (await call(t, catalogClientRoutes.shopInfo, { id: card.shop_id })).body.data!;
    const found = await clientList({ 'shop.city': `%${shop.city}%` }, { 'shop.city': 'LIKE' });
    expect(found.body.data!.total).toBeGreaterThan(0);
    const none = await clientList({ 'shop.city': '%Atlantis%' }, { 'shop.city': 'LIKE' });
    expect(none.body.data!.total).toBe(0);
  });

  it('refuses a filter field or an operator outside the whitelist instead of querying with it', async () => {
    const field = await clientList({ 'goods.status': 'hidden' }, { 'goods.status': '=' });
    expect(field.body.code).toBe(0);
    const operator = await clientList({ category_id: 1 }, { category_id: '1=1 OR' });
    expect(operator.body.code).toBe(0);
    const notJson = await call(t, catalogRoutes.goodsList, { filter: '{category_id:' });
    expect(notJson.body.code).toBe(0);
  });
});

describe('the stock client searches and browses', () => {
  it('gets categories and keywords containing the typed text, and nothing for no text', async () => {
    await call(t, catalogRoutes.goodsList, { search: 'cloud phone' });
    const { body } = await call(t, catalogClientRoutes.searchHints, { search: 'cloud' });
    expect(body.data!.categoryList.length).toBeGreaterThan(0);
    expect(body.data!.categoryList.every((c) => /cloud/i.test(c.name))).toBe(true);
    expect(body.data!.searchList.map((s) => s.keywords)).toContain('cloud phone');
    const empty = await call(t, catalogClientRoutes.searchHints, { search: '' });
    expect(empty.body.data).toEqual({ categoryList: [], searchList: [] });
  });

  it('counts a keyword the client sets, so it shows among the hints', async () => {
    const { body } = await call(t, catalogClientRoutes.setSearch, { keywords: 'robot arm' });
    expect(body.code).toBe(1);
    const hints = await call(t, catalogClientRoutes.searchHints, { search: 'robot' });
    expect(hints.body.data!.searchList.map((s) => s.keywords)).toContain('robot arm');
  });

  it('loads the goods of a decorated module by ids in the order asked', async () => {
    const rows = (await call(t, catalogRoutes.goodsList, { list_rows: 3 })).body.data!.data;
    const ids = rows.map((g) => g.id).reverse();
    const { body } = await call(t, catalogClientRoutes.pageGoods, { ids: ids.join(',') });
    expect(body.data!.map((g) => g.id)).toEqual(ids);
    expect(body.data![0]).toMatchObject({ title: expect.any(String), price: expect.any(String) });
  });

  it('opens the filter drawer with empty brand and attribute lists', async () => {
    const { body } = await call(t, catalogClientRoutes.drawer, { search: 'cloud', type: 'goods' });
    expect(body.data).toEqual({ brand: [], attribute: [] });
  });

  it('opens a shop front page with its categories, fans, follow flag and a goods module', async () => {
    const card = await firstGoods();
    const { body } = await call(t, catalogClientRoutes.shopInfo, { id: card.shop_id });
    const shop = body.data!;
    expect(shop).toMatchObject({ id: card.shop_id, isFollow: 0, isLive: null, categoryStyle: 1 });
    expect(shop.find_user.fans).toBe(shop.like);
    expect(shop.category.length).toBeGreaterThan(0);
    const goodsModule = shop.page.item[0]!;
    expect(goodsModule.type).toBe('goods');
    expect((goodsModule.data[0] as { goodsLink: number }).goodsLink).toBeGreaterThan(0);
    expect((await call(t, catalogClientRoutes.shopInfo, { id: 999_999 })).body.msg).toBe(
      'shop_not_found',
    );
  });
});

type Row = Record<string, unknown>;

describe('the stock client starts', () => {
  it('gets home modules in the protocol format beside Cloudmall’s own fields', async () => {
    const { body } = await call(t, appRoutes.init, { version: '1.1.1' });
    const { homeModules, categoryModules, searchModules } = body.data!.modulesData;
    expect(homeModules.page).toMatchObject({
      title: expect.any(String),
      style: {
        navigationBarTextStyle: expect.any(String),
        navigationBarBackgroundColor: expect.any(String),
        pageBackgroundColor: expect.any(String),
      },
    });
    const of = (type: string) => homeModules.item.find((m) => m.type === type)!;
    const banner = of('banner');
    expect(banner.name).toBe('banner');
    expect(banner.style).toMatchObject({ height: '150px', margin: '10px' });
    expect(banner.params).toMatchObject({ height: '150px', interval: 4000 });
    for (const row of banner.data as Row[]) expect(row.image).toBe(row.media);
    expect((of('search').data[0] as Row).content).toEqual(expect.any(String));
    const menu = of('menu');
    expect(menu.params).toMatchObject({ colfive: 5, columns: 5 });
    for (const row of menu.data as Row[])
      expect(row).toMatchObject({ text: row.title, iconImage: row.image, link: row.url });
    const goods = of('goods');
    expect(goods.data.length).toBeGreaterThan(0);
    for (const row of goods.data as Row[]) expect(row.goodsLink).toBe(row.id);
    expect(goods.params).toMatchObject({ colthree: 2, colmargin: 20 });
    expect((categoryModules as Row[])[0]).toMatchObject({ childlist: expect.any(Array) });
    for (const keyword of searchModules) expect(keyword.keywords).toEqual(expect.any(String));
  });
});

describe('the stock client reads content', () => {
  it('gets headlines with id, title and image', async () => {
    const { body } = await call(t, catalogClientRoutes.headlines, {});
    expect(body.data!.length).toBeGreaterThan(0);
    expect(body.data![0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      image: expect.any(String),
    });
  });

  it('pages help articles by the protocol kind', async () => {
    const { body } = await call(t, catalogClientRoutes.articleList, { type: 'help', page: 1 });
    expect(body.data).toMatchObject({ current_page: 1 });
    expect(body.data!.data.every((a) => a.category === 'help')).toBe(true);
    expect((await call(t, catalogClientRoutes.articleList, { type: 'other' })).body.code).toBe(0);
  });

  it('answers {} as the open advert when there is none', async () => {
    await t.db.delete(adverts).where(eq(adverts.module, 'open'));
    const { body } = await call(t, appRoutes.adverts, { version: '1.1.1' });
    expect(body.data!.data.openAdverts).toEqual({});
    expect(body.data!.data.pageAdverts).toEqual(expect.any(Array));
  });

  it('starts the discovery page with the find tab, and no shop for a guest sending an empty token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${catalogClientRoutes.findInit.path}`,
      headers: { 'App-Client': 'h5-wanlshop', token: '' },
    });
    const body = response.json() as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ id: 'find', shop: false, live: true, video: false });
    expect(body.data.list).toEqual([{ name: 'Find', type: 'find' }]);
  });

  it('tells a shop owner on the discovery page that they own a shop', async () => {
    const card = await firstGoods();
    const shop = (await call(t, catalogClientRoutes.shopInfo, { id: card.shop_id })).body.data!;
    const owner = await t.db.select().from(users).where(eq(users.id, shop.user_id));
    const token = await tokenOf(t, owner[0]!.username);
    const { body } = await call(t, catalogClientRoutes.findInit, {}, token);
    expect(body.data!.shop).toBe(true);
  });
});

describe('a member reads their own reviews', () => {
  it('pages only the member’s reviews with the goods reviewed', async () => {
    const token = await tokenOf(t, 'shopper1');
    const { body } = await call(t, catalogClientRoutes.myComments, { page: 1 }, token);
    expect(body.data!.total).toBeGreaterThan(0);
    const review = body.data!.data[0]!;
    expect(review.order_goods).toMatchObject({
      title: expect.any(String),
      price: expect.any(String),
    });
    expect(['good', 'neutral', 'poor'][review.state]).toBe(review.state_text);
    expect((await call(t, catalogClientRoutes.myComments, { page: 1 })).status).toBe(401);
  });
});
