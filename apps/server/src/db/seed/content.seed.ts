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
  const firstGoods = await db.select({ id: goods.id }).from(goods).orderBy(goods.id).limit(1);
  await db.insert(adverts).values([
    {
      module: 'page',
      type: 'banner',
      media: await picture('advert-1', 20, '☁', {
        width: 750,
        height: 300,
      }),
      url: `/pages/product/list?category_id=${topIds.get('Cloud phones')}`,
      weigh: 3,
    },
    {
      module: 'page',
      type: 'banner',
      media: await picture('advert-2', 200, '⚙', {
        width: 750,
        height: 300,
      }),
      url: `/pages/product/list?category_id=${topIds.get('Scripts')}`,
      weigh: 2,
    },
    {
      module: 'page',
      type: 'banner',
      media: await picture('advert-3', 45, '⛏', {
        width: 750,
        height: 300,
      }),
      url: '/pages/Pool/machine',
      weigh: 1,
    },
    {
      module: 'first',
      type: 'image',
      media: await picture('advert-4', 330, '%', {
        width: 750,
        height: 200,
      }),
      url: '/pages/user/money/recharge',
      weigh: 1,
    },
    {
      module: 'other',
      type: 'image',
      media: await picture('advert-5', 140, '★', {
        width: 750,
        height: 200,
      }),
      url: `/pages/product/goods?id=${firstGoods[0]?.id ?? 1}`,
      weigh: 1,
    },
  ]);
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
      url: '/pages/user/money/recharge',
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
