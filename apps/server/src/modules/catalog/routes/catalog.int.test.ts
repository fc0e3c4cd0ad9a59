import { appRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

const list = (input: Record<string, unknown>) => call(t, catalogRoutes.goodsList, input);

describe('categories and goods lists', () => {
  it('serves the category tree with children', async () => {
    const { body } = await call(t, catalogRoutes.categories, {});
    expect(body.data?.map((c) => c.name)).toEqual([
      'Cloud phones',
      'Scripts',
      'Mining machines',
      'Electronics',
      'Home & living',
      'Digital services',
    ]);
    expect(body.data?.[0]?.childlist.map((c) => c.name)).toEqual([
      'Android cloud phones',
      'Gaming cloud phones',
      'Cloud phone rentals',
    ]);
  });

  it('pages all 120 demo goods and stops at the last page', async () => {
    const first = await list({ list_rows: 50 });
    expect(first.body.data).toMatchObject({
      total: 120,
      per_page: 50,
      current_page: 1,
      last_page: 3,
    });
    expect((await list({ list_rows: 50, page: 3 })).body.data?.data).toHaveLength(20);
    expect((await list({ list_rows: 50, page: 4 })).body.data?.data).toEqual([]);
  });

  it('finds goods by every word of the keyword, case-insensitively', async () => {
    const { body } = await list({ search: 'CLOUD phone', list_rows: 100 });
    expect(body.data!.total).toBeGreaterThan(0);
    expect(body.data!.data.every((g) => /cloud/i.test(g.title) && /phone/i.test(g.title))).toBe(
      true,
    );
  });

  it('treats % and _ in a search as text, and script tags as a harmless query', async () => {
    expect((await list({ search: '%' })).body.data?.total).toBe(0);
    expect((await list({ search: '_' })).body.data?.total).toBe(0);
    expect((await list({ search: '<script>alert(1)</script>' })).body).toMatchObject({
      code: 1,
      data: { total: 0 },
    });
  });

  it('filters by a top category including its subcategories, by shop and by price range', async () => {
    const tree = (await call(t, catalogRoutes.categories, {})).body.data!;
    const scripts = tree.find((c) => c.name === 'Scripts')!;
    const inScripts = (await list({ category_id: scripts.id, list_rows: 100 })).body.data!;
    const childIds = new Set(scripts.childlist.map((c) => c.id));
    expect(inScripts.total).toBe(20);
    expect(inScripts.data.every((g) => childIds.has(g.category_id))).toBe(true);
    const shop = (await list({ shop_id: 4, list_rows: 100 })).body.data!;
    expect(shop.data.every((g) => g.shop_id === 4)).toBe(true);
    const priced = (await list({ price_min: '10.00', price_max: '50', list_rows: 100 })).body.data!;
    expect(priced.data.every((g) => Number(g.price) >= 10 && Number(g.price) <= 50)).toBe(true);
  });

  it('sorts by price both ways and by sales', async () => {
    const asc = (await list({ sort: 'price', order: 'asc', list_rows: 100 })).body.data!.data.map(
      (g) => BigInt(g.price.replace('.', '')),
    );
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sales = (
      await list({ sort: 'sales', order: 'desc', list_rows: 100 })
    ).body.data!.data.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('refuses negative pages, huge page sizes, unknown sorts and malformed prices', async () => {
    for (const input of [
      { page: -1 },
      { list_rows: 100_000 },
      { sort: 'id; drop table goods' },
      { price_min: '1e3' },
      { category_id: 'abc' },
    ]) {
      expect((await list(input)).body.msg, JSON.stringify(input)).toBe('validation_failed');
    }
  });
});

describe('goods detail', () => {
  it('shows SKUs, SPUs, the shop card, review statistics and counts a view', async () => {
    const { body } = await call(t, catalogRoutes.goods, { id: 1 });
    const detail = body.data!;
    expect(detail.spu.map((s) => s.name)).toEqual(['Plan', 'Spec']);
    expect(detail.sku).toHaveLength(6);
    expect(detail.sku[0]?.difference).toEqual(['7 days', 'Standard']);
    expect(detail.price).toBe(
      detail.sku.map((s) => s.price).sort((a, b) => Number(a) - Number(b))[0],
    );
    expect(detail.shop_card).toMatchObject({ shopname: 'Cloudmall Official', isself: true });
    expect(detail.follow).toBe(false);
    expect((await call(t, catalogRoutes.goods, { id: 1 })).body.data?.views).toBe(detail.views + 1);
  });

  it('answers goods_not_available for unknown and withdrawn goods', async () => {
    expect((await call(t, catalogRoutes.goods, { id: 999_999 })).body.msg).toBe(
      'goods_not_available',
    );
    await t.db.execute(`update goods set status = 'hidden' where id = 2` as never);
    expect((await call(t, catalogRoutes.goods, { id: 2 })).body.msg).toBe('goods_not_available');
    const everything = [
      ...(await list({ list_rows: 100 })).body.data!.data,
      ...(await list({ list_rows: 100, page: 2 })).body.data!.data,
    ];
    expect(everything).toHaveLength(119);
    expect(everything.some((g) => g.id === 2)).toBe(false);
  });

  it('lists reviews by tag with statistics', async () => {
    const { body } = await call(t, catalogRoutes.comments, { id: 6, tag: 'all' });
    const stats = body.data!.statistics;
    expect(stats.total).toBe(5);
    expect(stats.good + stats.pertinent + stats.poor).toBe(5);
    const poor = (await call(t, catalogRoutes.comments, { id: 6, tag: 'poor' })).body.data!;
    expect(poor.comment.data.every((c) => c.score <= 2)).toBe(true);
    expect(poor.comment.total).toBe(stats.poor);
  });
});

describe('member-only data', () => {
  it('keeps favourites, footprints and followed shops per member', async () => {
    const a = await newMember(t, 'shopper_a');
    const b = await newMember(t, 'shopper_b');
    expect((await call(t, catalogRoutes.follow, { id: 3 }, a.token)).body.data).toBe(true);
    expect((await call(t, catalogRoutes.goods, { id: 3 }, a.token)).body.data?.follow).toBe(true);
    expect((await call(t, catalogRoutes.goods, { id: 3 }, b.token)).body.data?.follow).toBe(false);
    expect(
      (await call(t, catalogRoutes.collect, {}, a.token)).body.data?.data.map((f) => f.goods_id),
    ).toEqual([3]);
    expect((await call(t, catalogRoutes.collect, {}, b.token)).body.data?.total).toBe(0);
    expect((await call(t, catalogRoutes.follow, { id: 3 }, a.token)).body.data).toBe(false);

    t.clock.advance(1000);
    await call(t, catalogRoutes.goods, { id: 4 }, a.token);
    t.clock.advance(1000);
    await call(t, catalogRoutes.goods, { id: 5 }, a.token);
    expect(
      (await call(t, catalogRoutes.footprint, {}, a.token)).body.data?.data
        .map((f) => f.goods_id)
        .slice(0, 2),
    ).toEqual([5, 4]);
    expect(
      (await call(t, catalogRoutes.footprint, {}, b.token)).body.data?.data.map((f) => f.goods_id),
    ).toEqual([3]);

    expect((await call(t, catalogRoutes.followShop, { id: 2 }, a.token)).body.data).toBe(true);
    expect(
      (await call(t, catalogRoutes.followedShops, {}, a.token)).body.data?.data[0]?.shop.shopname,
    ).toBe('Nimbus Devices');
    expect((await call(t, catalogRoutes.shop, { id: 2 }, a.token)).body.data?.shop.follow).toBe(
      true,
    );
    expect((await call(t, catalogRoutes.shop, { id: 2 })).body.data?.shop.follow).toBe(false);
  });

  it('needs a session for favourites and follows', async () => {
    expect((await call(t, catalogRoutes.follow, { id: 1 })).status).toBe(401);
    expect((await call(t, catalogRoutes.collect, {})).status).toBe(401);
    expect((await call(t, catalogRoutes.followShop, { id: 1 })).status).toBe(401);
  });

  it('remembers a member’s searches next to the hot keywords, and forgets them on request', async () => {
    const token = await tokenOf(t, 'demo');
    await call(t, catalogRoutes.goodsList, { search: 'miner' }, token);
    expect((await call(t, catalogRoutes.searchHistory, {}, token)).body.data).toEqual(['miner']);
    expect(
      (await call(t, catalogRoutes.searchHistory, {}, await tokenOf(t, 'demo2'))).body.data,
    ).toEqual([]);
    const hot = (await call(t, catalogRoutes.searchList, {})).body.data ?? [];
    expect(hot.map((row) => row.keywords)).toContain('cloud phone');
    expect(hot[0]).toMatchObject({ id: 1, flag: 'hot' });
    await call(t, catalogRoutes.clearSearchHistory, {}, token);
    expect((await call(t, catalogRoutes.searchHistory, {}, token)).body.data).toEqual([]);
  });
});

describe('shops, articles and home', () => {
  it('finds shops by name and shows a shop page', async () => {
    expect(
      (await call(t, catalogRoutes.searchShops, { search: 'mining' })).body.data?.data.map(
        (s) => s.shopname,
      ),
    ).toEqual(['HashHouse Mining']);
    expect((await call(t, catalogRoutes.shop, { id: 999 })).body.msg).toBe('shop_not_found');
  });

  it('lists and opens articles with sanitised content', async () => {
    const news = (await call(t, catalogRoutes.articles, { category: 'news' })).body.data!;
    expect(news.total).toBe(3);
    const article = (await call(t, catalogRoutes.article, { id: news.data[0]!.id })).body.data!;
    expect(article.content).toContain('<p>');
    expect((await call(t, catalogRoutes.article, { id: 999 })).body.msg).toBe('article_not_found');
  });

  it('serves a decorated page by token, and page_not_found for unknown or odd tokens', async () => {
    const page = (await call(t, appRoutes.page, { id: 'cloud-phone-week' })).body.data!;
    expect(page.page).toMatchObject({ title: 'Cloud phone week' });
    expect(page.item.find((m) => m.type === 'goods')?.data).toHaveLength(8);
    expect((await call(t, appRoutes.page, { id: 'nope' })).body.msg).toBe('page_not_found');
    expect((await call(t, appRoutes.page, { id: '__proto__' })).body.msg).toBe('page_not_found');
    expect((await call(t, appRoutes.page, { id: '../etc' })).body.msg).toBe('validation_failed');
  });

  it('serves home modules filled with adverts, headlines and goods', async () => {
    const modules = (await call(t, appRoutes.init, {})).body.data!.modulesData.homeModules.item;
    expect(modules.find((m) => m.type === 'banner')?.data).toHaveLength(3);
    expect(modules.find((m) => m.type === 'headlines')?.data).toHaveLength(3);
    expect(modules.find((m) => m.type === 'goods')?.data).toHaveLength(6);
    expect((modules.find((m) => m.type === 'menu')?.params.items as unknown[]).length).toBe(5);
    const adverts = (await call(t, appRoutes.adverts, {})).body.data!;
    expect(adverts.data.pageAdverts).toHaveLength(3);
  });
});
