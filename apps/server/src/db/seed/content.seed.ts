import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { adverts, articles, categories, goods, searchKeywords } from '../schema/index.ts';
import { sanitizeRichText } from '../../modules/catalog/index.ts';
import { DEMO_ARTICLES } from './catalog-data.ts';
import { articleContentIn, demoTranslations, DEMO_TEXTS } from './demo-translations.ts';
import { moduleSettings } from '../../module-settings.ts';
import { createSettingsModule } from '../../modules/settings/index.ts';

/** Draws (or names) a demo picture: `uploads/demo/<name>.webp`. */
export type DemoPicture = (
  name: string,
  hue: number,
  glyph: string,
  size?: { width: number; height: number },
) => Promise<string>;

/** The demo content around the catalogue: articles, home adverts, the home menu of top categories and hot keywords. */
export async function seedDemoContent(
  db: Db,
  picture: DemoPicture,
  topIds: Map<string, number>,
): Promise<void> {
  await db.insert(articles).values(
    await Promise.all(
      DEMO_ARTICLES.map(async (a, i) => ({
        ...a,
        image: await picture(`article-${i}`, (i * 61) % 360, 'N', {
          width: 750,
          height: 400,
        }),
        content: sanitizeRichText(
          `<p>${a.description}</p><p>Cloudmall keeps your money exact and your account safe. Read more in the help centre.</p>`,
        ),
        translations: demoTranslations({
          title: a.title,
          description: a.description,
          content: (lang) => sanitizeRichText(articleContentIn(lang, a.description)),
        }),
        createdAt: new Date(Date.UTC(2026, 10, 10) + i * 86_400_000),
      })),
    ),
  );
  const categoryPage = '/pages/product/list?category_id=';
  const topUpPage = '/pages/user/money/recharge';
  const firstGoods = await db.select({ id: goods.id }).from(goods).orderBy(goods.id).limit(1);
  // The demo adverts: where each shows, its picture (hue, glyph, height) and where it leads.
  const banner = { module: 'page', type: 'banner', height: 300 };
  const image = { type: 'image', height: 200 };
  const firstGoodsPage = `/pages/product/goods?id=${firstGoods[0]?.id ?? 1}`;
  const advertRows = [
    {
      ...banner,
      hue: 20,
      glyph: '☁',
      url: `${categoryPage}${topIds.get('Cloud phones')}`,
      weigh: 3,
    },
    { ...banner, hue: 200, glyph: '⚙', url: `${categoryPage}${topIds.get('Scripts')}`, weigh: 2 },
    { ...banner, hue: 45, glyph: '⛏', url: '/pages/Pool/machine', weigh: 1 },
    { ...image, module: 'first', hue: 330, glyph: '%', url: topUpPage, weigh: 1 },
    { ...image, module: 'other', hue: 140, glyph: '★', url: firstGoodsPage, weigh: 1 },
  ];
  const advertValues = [];
  for (const [i, { hue, glyph, height, ...advert }] of advertRows.entries()) {
    const media = await picture(`advert-${i + 1}`, hue, glyph, { width: 750, height });
    advertValues.push({ ...advert, media });
  }
  await db.insert(adverts).values(advertValues);
  // The home menu links the top categories with their pictures, plus top-up (ids exist only now).
  const settings = createSettingsModule({ db, declared: moduleSettings });
  const modules = await settings.get('home.modules');
  const topCategories = await db
    .select()
    .from(categories)
    .where(sql`${categories.pid} = 0`)
    .orderBy(categories.id);
  const menuItems = [
    ...topCategories.slice(0, 4).map((c) => ({
      title: c.name,
      translations: demoTranslations({ title: c.name }),
      image: c.image,
      url: `/pages/product/list?category_id=${c.id}`,
    })),
    {
      title: 'Top up',
      translations: demoTranslations({ title: 'Top up' }),
      image: await picture('menu-topup', 330, '¥', { width: 200, height: 200 }),
      url: topUpPage,
    },
  ];
  await settings.set(
    'home.modules',
    modules.map((m) =>
      withTranslations(m.type === 'menu' ? { ...m, params: { ...m.params, items: menuItems } } : m),
    ),
  );
  await db
    .insert(searchKeywords)
    .values(
      ['cloud phone', 'script', 'miner', 'activation code', 'earbuds'].map((keyword, i) => ({
        keyword,
        hot: true,
        views: 100 - i * 10,
      })),
    )
    .onConflictDoNothing();
}

/** A home module with the translations of its English texts (placeholder, title, text) in its params. */
function withTranslations<M extends { params: Record<string, unknown> }>(module: M): M {
  const fields: Record<string, string> = {};
  for (const field of ['placeholder', 'title', 'text']) {
    const value = module.params[field];
    if (typeof value === 'string' && DEMO_TEXTS[value]) fields[field] = value;
  }
  if (Object.keys(fields).length === 0) return module;
  return { ...module, params: { ...module.params, translations: demoTranslations(fields) } };
}
