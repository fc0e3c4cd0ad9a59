import { appRoutes, LANGUAGES } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { couponRoutes } from '@cloudmall/contract/orders';
import { signinRoutes } from '@cloudmall/contract/signin';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import {
  articles,
  categories,
  coupons,
  goods,
  goodsComments,
  goodsSkus,
  goodsSpus,
  orderItems,
  orders,
  shops,
  users,
} from '../schema/index.ts';
import { DEMO_TEXTS } from './demo-translations.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

useTestApp({ catalog: true });

/** Calls a route in a language (the `lang` header), answering `data`. */
async function inLanguage<T = unknown>(
  route: { method: string; path: string },
  lang: string,
  input: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: `/api${route.path}`,
    headers: { lang, ...(token ? { token } : {}) },
    ...(route.method === 'GET' ? { query: input as Record<string, string> } : { payload: input }),
  });
  const body = response.json() as { code: number; data: T };
  expect(body.code).toBe(1);
  return body.data;
}

const ENGLISH = new Set(Object.keys(DEMO_TEXTS));

describe('the demo world is consistent', () => {
  it('the demo members review only goods they received, and no review is dated after now', async () => {
    const now = new Date();
    const all = await t.db.select().from(goodsComments);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((r) => r.createdAt.getTime() > now.getTime())).toEqual([]);
    const members = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ['demo', 'demo2']));
    const theirs = all.filter((r) => members.some((m) => m.id === r.userId));
    for (const review of theirs) {
      expect(review.orderItemId).not.toBeNull();
      const [bought] = await t.db
        .select({ goodsId: orderItems.goodsId, state: orders.state, userId: orders.userId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, review.orderItemId!));
      expect(bought).toMatchObject({ goodsId: review.goodsId, userId: review.userId });
      expect([4, 6]).toContain(bought!.state);
    }
  });

  it('each goods counts its seeded reviews and sells at least as many as it has reviews, never hundreds beside none', async () => {
    const [allGoods, reviews, skus] = await Promise.all([
      t.db.select().from(goods),
      t.db.select().from(goodsComments),
      t.db.select().from(goodsSkus),
    ]);
    for (const g of allGoods) {
      const own = reviews.filter((r) => r.goodsId === g.id);
      expect(g.comments).toBe(own.length);
      expect(g.praise).toBe(own.filter((r) => r.score >= 4).length);
      expect(g.sales).toBe(
        skus.filter((s) => s.goodsId === g.id).reduce((sum, s) => sum + s.sales, 0),
      );
      expect(g.sales).toBeGreaterThanOrEqual(g.comments);
      expect(g.sales).toBeLessThanOrEqual(g.comments * 3 + 2);
      for (const review of own) expect(review.createdAt >= g.createdAt).toBe(true);
    }
  });

  it('every seeded content text carries its zh-Hant, tr and id translation', async () => {
    const tables = [categories, goods, goodsSpus, goodsSkus, coupons, articles, shops] as const;
    for (const table of tables) {
      const rows = (await t.db.select().from(table)) as Array<{
        translations: Record<string, Record<string, string>>;
      }>;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        for (const lang of LANGUAGES.filter((l) => l !== 'en'))
          expect(Object.keys(row.translations[lang] ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('the demo member has a running sign-in streak', () => {
  it('signed the 3 days up to yesterday in the platform zone, so there today is open and the streak runs', async () => {
    const token = await tokenOf(t, 'demo');
    const status = await inLanguage<Record<string, unknown>>(signinRoutes.status, 'en', {}, token);
    expect(status).toMatchObject({
      time_zone: 'Asia/Shanghai',
      signed_today: false,
      streak: 3,
      cycle_day: 4,
      today_points: 4,
      total_points: 6,
      score: 6,
    });
  });
});

describe('content is served in the request language', () => {
  it('categories, goods with their options and description, and the cart speak the reader language', async () => {
    const tree = await inLanguage<Array<{ name: string }>>(catalogRoutes.categories, 'tr');
    expect(tree.map((c) => c.name)).toContain('Bulut telefonlar');
    const detail = await inLanguage<{
      title: string;
      content: string;
      shop_id: number;
      spu: Array<{ name: string; item: Array<{ name: string }> }>;
      sku: Array<{ id: number; difference: string[] }>;
      category: { name: string };
    }>(catalogRoutes.goods, 'zh-Hant', { id: 1 });
    expect(detail.title).toBe('雲手機 X1');
    expect(detail.spu.map((s) => s.name)).toEqual(['方案', '規格']);
    expect(detail.spu[0]!.item.map((value) => value.name)).toEqual(['7 天', '30 天', '90 天']);
    expect(detail.sku[0]!.difference).toEqual(['7 天', '標準']);
    expect(detail.content).toContain('數位商品 10 分鐘內交付');
    expect(ENGLISH.has(detail.category.name)).toBe(false);

    const token = await tokenOf(t, 'demo');
    const cart = await inLanguage<Array<{ title: string; sku: { difference: string } }>>(
      { method: 'POST', path: '/wanlshop/cart/synchro' },
      'id',
      { cart: [{ goods_id: 1, shop_id: detail.shop_id, sku_id: detail.sku[0]!.id, number: 1 }] },
      token,
    );
    expect(cart[0]).toMatchObject({
      title: 'Ponsel Cloud X1',
      sku: { difference: '7 hari, Standar' },
    });
    const english = await inLanguage<{ title: string }>(catalogRoutes.goods, 'en', { id: 1 });
    expect(english.title).toBe('Cloud Phone X1');
  });

  it('the home page (search, menu, sections, news) and coupons speak the reader language', async () => {
    const init = await inLanguage<{
      modulesData: {
        homeModules: {
          item: Array<{ type: string; params: Record<string, unknown>; data: unknown }>;
        };
      };
    }>(appRoutes.init, 'id');
    const modules = init.modulesData.homeModules.item;
    const texts = modules.flatMap((m) => [
      m.params.placeholder,
      m.params.title,
      m.params.text,
      ...((m.params.items as Array<{ title: string }> | undefined) ?? []).map((i) => i.title),
      ...(m.type === 'headlines' ? (m.data as Array<{ title: string }>).map((a) => a.title) : []),
    ]);
    const shown = texts.filter((x): x is string => typeof x === 'string');
    expect(shown).toContain('Cari ponsel cloud, skrip, mesin tambang');
    expect(shown).toContain('Terlaris');
    expect(shown).toContain('Mungkin Anda suka');
    expect(shown).toContain('Isi saldo');
    expect(shown.filter((x) => ENGLISH.has(x))).toEqual([]);
    expect(modules.some((m) => 'translations' in m.params)).toBe(false);

    const offered = await inLanguage<{ data: Array<{ name: string; content: string }> }>(
      couponRoutes.list,
      'tr',
      { page: 1, list_rows: 50 },
    );
    expect(offered.data.map((c) => c.name)).toContain('Ücretsiz kargo');
    expect(offered.data.filter((c) => ENGLISH.has(c.name) || ENGLISH.has(c.content))).toEqual([]);
  });
});
