import { localized, type Language } from '@cloudmall/contract';
import type { Comment, GoodsDetail, ShopCard } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { catalogRepository } from './catalog.repository.ts';
import { localizedValues, pricesOf, toGoodsCard } from './catalog.mapper.ts';
import { type CatalogCaches, keyOf, type PublicDetail } from './catalog-caches.ts';
import { type DetailQuotes, detailExtras } from './goods-detail-extras.ts';
import type { createViewCounter } from './view-counter.ts';

type ViewCounter = ReturnType<typeof createViewCounter>;
type CommentRows = Awaited<ReturnType<typeof catalogRepository.pageComments>>['rows'];

export const goodsNotAvailable = () => new AppError('goods_not_available');

/**
 * The goods detail: its public part (everything but the favourite flag and a member's coupons) is
 * built once per language and cached; each view then costs the favourite lookup and a footprint
 * upsert for a member, nothing for a visitor. Views are counted in memory (`ViewCounter`).
 */
export function createGoodsDetail(deps: {
  db: Db;
  clock: Clock;
  views: ViewCounter;
  quotes: DetailQuotes;
  caches: CatalogCaches;
  shopCard: (shopId: number) => Promise<ShopCard | null>;
  statistics: (goodsId: number) => Promise<GoodsDetail['comment_list']['statistics']>;
  toComments: (rows: CommentRows) => Promise<Comment[]>;
}) {
  const { db, clock, views, quotes, caches, shopCard, statistics, toComments } = deps;

  async function publicDetail(goodsId: number, language: Language): Promise<PublicDetail> {
    const viewsMark = views.countedOf(goodsId);
    const found = await catalogRepository.findGoods(db, goodsId);
    if (!found || found.goods.status !== 'normal') throw goodsNotAvailable();
    const g = found.goods;
    const [skus, spus, card, stats, latest, category, recommend] = await Promise.all([
      catalogRepository.skusOf(db, goodsId),
      catalogRepository.spusOf(db, goodsId),
      shopCard(g.shopId),
      statistics(goodsId),
      catalogRepository.pageComments(db, goodsId, 'all', 0, 1),
      catalogRepository.findCategory(db, g.categoryId),
      catalogRepository.pageGoods(
        db,
        { words: [], shopId: g.shopId, excludeId: goodsId },
        'sales',
        'desc',
        0,
        3,
        false,
      ),
    ]);
    if (!card) throw goodsNotAvailable();
    const cardOfGoods = toGoodsCard(found, language);
    const extras = await detailExtras(quotes, g, card, null, language, cardOfGoods.price);
    return {
      ...cardOfGoods,
      ...extras,
      viewsMark,
      categoryId: g.categoryId,
      views: g.views,
      images: g.images,
      content: localized(g.content, g.translations, language, 'content'),
      sku: skus.map((s) => ({
        id: s.id,
        difference: localizedValues(s.difference, s.translations, language),
        ...pricesOf(s),
        stock: s.stock,
        sales: s.sales,
      })),
      spu: spus.map((s) => ({
        id: s.id,
        name: localized(s.name, s.translations, language, 'name'),
        item: localizedValues(s.items, s.translations, language).map((name) => ({ name })),
      })),
      category: {
        id: category?.id ?? 0,
        pid: category?.pid ?? 0,
        name: category ? localized(category.name, category.translations, language, 'name') : '',
      },
      shop_card: card,
      comment_list: { statistics: stats, data: await toComments(latest.rows) },
      shop_recommend: recommend.rows.map((row) => toGoodsCard(row, language)),
    };
  }

  /** Goods detail in the reader's language; counts a view and, for a member, a footprint. Goods not on sale are not shown. */
  return async function detail(
    goodsId: number,
    userId: number | null,
    language: Language = 'en',
  ): Promise<GoodsDetail> {
    const shared = await caches.details.get(keyOf(language, goodsId), () =>
      publicDetail(goodsId, language),
    );
    const { viewsMark, categoryId, ...base } = shared;
    views.add(goodsId);
    const counted = base.views + views.countedOf(goodsId) - viewsMark;
    if (userId === null) return { ...base, views: counted, follow: false };
    const goods = {
      goodsId,
      shopId: base.shop.id,
      categoryId,
      price: base.price,
    };
    const [follow, coupon] = await Promise.all([
      catalogRepository.isFavourite(db, userId, goodsId),
      quotes.coupons(goods, userId, language),
      catalogRepository.recordFootprint(db, userId, goodsId, categoryId, clock.now()),
    ]);
    return { ...base, views: counted, follow, coupon };
  };
}
