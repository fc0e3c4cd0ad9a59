import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { categories, goods, goodsComments, goodsSkus, goodsSpus, shops } from '../schema/index.ts';
import { seedUsers } from './seed-users.ts';
import { generateInviteCode, hashPassword } from '../../modules/identity/index.ts';
import { sanitizeRichText } from '../../modules/catalog/index.ts';
import {
  DEMO_CATEGORIES,
  DEMO_SHOPS,
  GOODS_TEMPLATES,
  VIRTUAL_CATEGORIES,
} from './catalog-data.ts';
import { demoText, demoTranslations, goodsContentIn, goodsTitleIn } from './demo-translations.ts';
import { demoReviews, goodsCreatedAt, salesOf, seedReviewers, skuSalesOf } from './reviews.seed.ts';
import { demoImage } from './demo-images.ts';
import { seedDemoContent } from './content.seed.ts';

/** "<shop> has sold on Cloudmall since 2024." in zh-Hant, tr and id (the demo shops' descriptions). */
const SHOP_SINCE: readonly [
  (name: string) => string,
  (name: string) => string,
  (name: string) => string,
] = [
  (name) => `${name} 自 2024 年起在 Cloudmall 銷售。`,
  (name) => `${name}, 2024'ten beri Cloudmall'da satış yapıyor.`,
  (name) => `${name} berjualan di Cloudmall sejak 2024.`,
];

export const DEMO_GOODS_COUNT = 120;

/** Which shops sell each top category (indexes into DEMO_SHOPS). */
const SELLERS: Record<string, number[]> = {
  'Cloud phones': [0, 1, 7],
  Scripts: [0, 2],
  'Mining machines': [3],
  Electronics: [4],
  'Home & living': [5],
  'Digital services': [0, 6],
};

const cartesian = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])),
    [[]],
  );

/**
 * The demo shop world (once, when there are no shops): 8 shops with their merchant members,
 * categories, 120 goods with SKUs and reviews, articles, adverts and hot keywords. Pictures are
 * drawn offline into `<dataDir>/uploads/demo` when a data folder is given.
 */
export async function seedDemoCatalog(
  db: Db,
  options: { dataDir?: string; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(shops);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const picture = async (
    name: string,
    hue: number,
    glyph: string,
    size?: { width: number; height: number },
  ) =>
    options.dataDir
      ? demoImage(options.dataDir, name, { hue, glyph, ...size })
      : `/uploads/demo/${name}.webp`;

  // Merchants: `merchant` owns the official shop; the others get merchant members of their own.
  const passwordHash = await hashPassword('demo1234');
  const owners: number[] = [];
  for (const [i] of DEMO_SHOPS.entries()) {
    const username = i === 0 ? 'merchant' : `shop${i + 1}`;
    const user =
      (await seedUsers.byUsername(db, username)) ??
      (await seedUsers.insert(db, {
        username,
        nickname: DEMO_SHOPS[i]!.name,
        passwordHash,
        inviteCode: generateInviteCode(),
      }));
    await seedUsers.grantRoles(db, user.id, ['merchant']);
    owners.push(user.id);
  }
  const reviewers = await seedReviewers(db, passwordHash);

  const topIds = new Map<string, number>();
  const childIds = new Map<string, number[]>();
  for (const [i, top] of DEMO_CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        name: top.name,
        translations: demoTranslations({ name: top.name }),
        image: await picture(`category-${i}`, top.hue, top.glyph, {
          width: 200,
          height: 200,
        }),
        weigh: i,
      })
      .returning();
    topIds.set(top.name, row!.id);
    const children = await db
      .insert(categories)
      .values(
        await Promise.all(
          top.children.map(async (name, j) => ({
            pid: row!.id,
            name,
            translations: demoTranslations({ name }),
            image: await picture(`category-${i}-${j}`, top.hue + j * 15, top.glyph, {
              width: 200,
              height: 200,
            }),
            weigh: j,
          })),
        ),
      )
      .returning();
    childIds.set(
      top.name,
      children.map((c) => c.id),
    );
  }

  const shopRows = [];
  for (const [i, shop] of DEMO_SHOPS.entries()) {
    const hue = (i * 47) % 360;
    shopRows.push({
      userId: owners[i]!,
      shopname: shop.name,
      city: shop.city,
      isSelf: shop.self,
      bio: shop.bio,
      description: `${shop.name} has sold on Cloudmall since 2024. ${shop.bio}`,
      translations: demoTranslations({
        bio: shop.bio,
        description: (lang) => SHOP_SINCE[lang](shop.name) + ' ' + demoText(shop.bio, lang),
      }),
      avatar: await picture(`shop-${i}-avatar`, hue, shop.name.slice(0, 1), {
        width: 200,
        height: 200,
      }),
      banner: await picture(`shop-${i}-banner`, hue, shop.name.slice(0, 1), {
        width: 750,
        height: 300,
      }),
      likes: 20 + i * 7,
    });
  }
  const shopIds = (await db.insert(shops).values(shopRows).returning({ id: shops.id })).map(
    (s) => s.id,
  );

  for (let i = 0; i < DEMO_GOODS_COUNT; i += 1) {
    const top = DEMO_CATEGORIES[i % DEMO_CATEGORIES.length]!;
    const template = GOODS_TEMPLATES[top.name]!;
    const round = Math.floor(i / DEMO_CATEGORIES.length);
    const title = `${template.names[round % template.names.length]}${round >= template.names.length ? ` ${String.fromCharCode(65 + Math.floor(round / template.names.length))}` : ''}`;
    const sellers = SELLERS[top.name]!;
    const shopId = shopIds[sellers[round % sellers.length]!]!;
    const children = childIds.get(top.name)!;
    const [low, high] = template.price;
    const base = low + (((i * 7919) % 97) / 97) * (high - low);
    const combos = cartesian(template.spus.map((s) => s.items));
    const sales = salesOf(i);
    const skus = combos.map((difference, k) => {
      const price = BigInt(Math.round((base * (1 + k * 0.15)) / 10) * 10);
      return {
        difference,
        priceMinor: price,
        marketPriceMinor: (price * 13n) / 10n,
        stock: 20 + ((i * 13 + k * 7) % 180),
        sales: skuSalesOf(sales, combos.length, k),
        translations: demoTranslations(
          Object.fromEntries(difference.map((value, d) => [String(d), value])),
        ),
      };
    });
    const main = await picture(`goods-${i}`, top.hue + ((round * 23) % 60), top.glyph);
    const shopName = DEMO_SHOPS[sellers[round % sellers.length]!]!.name;
    const specs = template.spus.map((s) => s.name);
    const [row] = await db
      .insert(goods)
      .values({
        shopId,
        categoryId: children[round % children.length]!,
        title,
        image: main,
        images: [
          main,
          await picture(
            `category-${DEMO_CATEGORIES.indexOf(top)}-detail`,
            top.hue + 180,
            top.glyph,
          ),
        ],
        content: sanitizeRichText(
          `<p><b>${title}</b> from ${shopName}.</p><ul><li>Delivered within 10 minutes for digital goods</li><li>Support by chat, 09:00-21:00</li><li>Choose your ${specs.map((s) => s.toLowerCase()).join(' and ')} above</li></ul><p><img src="${main}" alt="${title}"></p>`,
        ),
        translations: demoTranslations({
          title: (lang) => goodsTitleIn(title, lang),
          content: (lang) =>
            sanitizeRichText(
              goodsContentIn(lang, goodsTitleIn(title, lang), shopName, specs, main),
            ),
        }),
        priceMinor: skus.reduce(
          (min, s) => (s.priceMinor < min ? s.priceMinor : min),
          skus[0]!.priceMinor,
        ),
        marketPriceMinor: skus[0]!.marketPriceMinor,
        sales,
        views: (i * 53) % 900,
        weigh: (i * 17) % 100,
        ships: !VIRTUAL_CATEGORIES.has(top.name),
        createdAt: goodsCreatedAt(i, now),
      })
      .returning();
    await db.insert(goodsSpus).values(
      template.spus.map((s, position) => ({
        goodsId: row!.id,
        name: s.name,
        items: s.items,
        position,
        translations: demoTranslations({
          name: s.name,
          ...Object.fromEntries(s.items.map((item, k) => [String(k), item])),
        }),
      })),
    );
    await db.insert(goodsSkus).values(skus.map((s) => ({ ...s, goodsId: row!.id })));
    const reviews = demoReviews(i, row!.id, reviewers, combos, main, now);
    if (reviews.length) {
      await db.insert(goodsComments).values(reviews);
      await db
        .update(goods)
        .set({ comments: reviews.length, praise: reviews.filter((r) => r.score >= 4).length })
        .where(sql`${goods.id} = ${row!.id}`);
    }
  }

  await seedDemoContent(db, picture, topIds);
  return true;
}
