import { categoryAdminRoutes, catalogRoutes, type CategoryNode } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes, type MerchantGoodsDetail } from '@cloudmall/contract/merchant';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, shops } from '../../../db/schema/index.ts';
import { userIdOf } from '../../../../test/order-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { call } from '../../../../test/test-app.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';

let merchant: string;
useTestAppWithAdmin({ catalog: true }, async () => {
  merchant = await tokenOf(t, 'merchant');
});

/** A seeded goods of the merchant's shop on sale, with its titles in every language. */
async function seededGoods() {
  const userId = await userIdOf(t, merchant);
  const [row] = await t.db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(shops.userId, userId), eq(goods.status, 'normal')))
    .orderBy(asc(goods.id))
    .limit(1);
  const detail = (await call(t, merchantGoodsRoutes.goodsDetail, { id: row!.id }, merchant)).body
    .data!;
  return detail;
}

/** The editor's save of a goods as it stands, with `change` on top. */
const saveOf = (g: MerchantGoodsDetail, change: Record<string, unknown>) => ({
  id: g.id,
  title: g.title,
  category_id: g.category_id,
  images: g.images,
  content: g.content,
  specs: g.specs,
  skus: g.skus.map((s) => ({
    difference: s.difference,
    price: s.price,
    market_price: s.market_price,
    stock: s.stock,
    code: s.code,
  })),
  ...change,
});

const inApp = async (id: number, lang: string) =>
  (
    t.app
      .inject({ method: 'GET', url: `/api${catalogRoutes.goods.path}?id=${id}`, headers: { lang } })
      .then((r) => r.json()) as Promise<{ data: { title: string; content: string } }>
  ).then((body) => body.data);

describe('a merchant edits a goods title and text per language', () => {
  it('editing the English title keeps the Turkish title, and the app in Turkish shows it', async () => {
    const g = await seededGoods();
    expect(g.translations.tr.title).not.toBe('');
    expect(g.translations['zh-Hant'].content).not.toBe('');
    const turkish = g.translations.tr.title;

    const saved = await call(
      t,
      merchantGoodsRoutes.goodsSave,
      saveOf(g, { title: `${g.title} (new)` }),
      merchant,
    );
    expect(saved.body.code, saved.body.msg).toBe(1);
    const after = (await call(t, merchantGoodsRoutes.goodsDetail, { id: g.id }, merchant)).body
      .data!;
    expect(after.title).toBe(`${g.title} (new)`);
    expect(after.translations).toEqual(g.translations);
    expect((await inApp(g.id, 'tr')).title).toBe(turkish);
    expect((await inApp(g.id, 'en')).title).toBe(`${g.title} (new)`);
  });

  it('a language sent replaces its title and text, an empty one falls back to English, others stay', async () => {
    const g = await seededGoods();
    const saved = await call(
      t,
      merchantGoodsRoutes.goodsSave,
      saveOf(g, {
        translations: {
          tr: { title: 'Yeni başlık', content: '<p>Yeni<script>x()</script></p>' },
          id: { title: '', content: '' },
        },
      }),
      merchant,
    );
    expect(saved.body.code, saved.body.msg).toBe(1);
    const after = (await call(t, merchantGoodsRoutes.goodsDetail, { id: g.id }, merchant)).body
      .data!;
    expect(after.translations.tr).toEqual({ title: 'Yeni başlık', content: '<p>Yeni</p>' });
    expect(after.translations.id).toEqual({ title: '', content: '' });
    expect(after.translations['zh-Hant']).toEqual(g.translations['zh-Hant']);
    expect((await inApp(g.id, 'tr')).title).toBe('Yeni başlık');
    expect((await inApp(g.id, 'id')).title).toBe(g.title);
  });
});

describe('goods go only under categories the app shows', () => {
  const category = async (name: string, shown: boolean, pid = 0) => {
    const { body } = await call(
      t,
      categoryAdminRoutes.save,
      {
        pid,
        name,
        names: { 'zh-Hant': '', tr: '', id: '' },
        image: '',
        shown,
        reason: 'a shelf for the test',
      },
      admin,
    );
    expect(body.code, body.msg).toBe(1);
    return body.data!.id;
  };

  it('a hidden category, or one below a hidden one, is refused on create and on edit', async () => {
    const hidden = await category('Hidden shelf', false);
    const below = await category('Below hidden', true, hidden);
    const g = await seededGoods();
    const create = { ...saveOf(g, { category_id: hidden }), id: undefined };
    for (const categoryId of [hidden, below]) {
      const created = await call(
        t,
        merchantGoodsRoutes.goodsSave,
        { ...create, category_id: categoryId },
        merchant,
      );
      expect(created.body.msg).toBe('category_hidden');
      const edited = await call(
        t,
        merchantGoodsRoutes.goodsSave,
        saveOf(g, { category_id: categoryId }),
        merchant,
      );
      expect(edited.body.msg).toBe('category_hidden');
    }
    const stored = await t.db.select().from(goods).where(eq(goods.id, g.id));
    expect(stored[0]!.categoryId).toBe(g.category_id);

    const tree = (await call(t, catalogRoutes.categories, {}, merchant)).body.data!;
    const flat = (nodes: CategoryNode[]): number[] =>
      nodes.flatMap((node) => [node.id, ...flat(node.childlist)]);
    expect(flat(tree)).not.toContain(hidden);
    expect(flat(tree)).not.toContain(below);
    const shownAgain = await call(
      t,
      categoryAdminRoutes.show,
      { id: hidden, shown: true, reason: 'a shelf for the test' },
      admin,
    );
    expect(shownAgain.body.code).toBe(1);
    const moved = await call(
      t,
      merchantGoodsRoutes.goodsSave,
      saveOf(g, { category_id: below }),
      merchant,
    );
    expect(moved.body.code, moved.body.msg).toBe(1);
  });
});
