import { formatMinor, localized, type Language } from '@cloudmall/contract';
import type { MyComment, SearchHints, ShopInfo } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import { type Clock, unixSeconds } from '../../platform/clock.ts';
import { pageOf, type PageQuery } from '../../platform/http/paging.ts';
import { catalogRepository } from './catalog.repository.ts';
import type { CatalogService } from './catalog.service.ts';
import { clientCompatRepository } from './client-compat.repository.ts';
import type { ShopsService } from './shops.service.ts';
import type { CatalogCaches } from './catalog-caches.ts';
import type { SearchCounter } from './search-counter.ts';

/** The protocol's review state of a score: 0 good (4-5), 1 neutral (3), 2 poor (1-2). */
const reviewState = (score: number) => (score >= 4 ? 0 : score === 3 ? 1 : 2);
const STATE_TEXTS = ['good', 'neutral', 'poor'] as const;

/** A shop's front page in the protocol's module format: its best sellers as a goods module. */
const shopFrontPage = (goodsIds: number[]): ShopInfo['page'] => ({
  page: { style: { pageBackgroundColor: '#f7f7f7', navigationBarBackgroundColor: '#ffffff' } },
  item: goodsIds.length
    ? [
        {
          type: 'goods',
          name: 'goods',
          style: {},
          params: { colthree: 2, colmargin: 20 },
          data: goodsIds.map((id) => ({ goodsLink: id })),
        },
      ]
    : [],
});

export type ClientCompatService = ReturnType<typeof createClientCompatService>;

/** Catalog answers on the protocol's own paths (search hints, drawer, shop info, my reviews). */
export function createClientCompatService(deps: {
  db: Db;
  clock: Clock;
  goods: CatalogService;
  shops: ShopsService;
  caches: CatalogCaches;
  searches: SearchCounter;
}) {
  const { db, clock, goods, shops, caches, searches } = deps;
  return {
    /** A home category tab: the category's on-sale goods (subtree included), best sellers first. */
    async categoryGoods(
      query: PageQuery & { id: number },
      userId: number | null,
      language: Language,
    ) {
      const listQuery = {
        ...query,
        category_id: query.id,
        sort: 'sales' as const,
        order: 'desc' as const,
      };
      return { goods: await goods.list(listQuery, userId, language), seckill: [], groups: [] };
    },

    /** While typing: categories and searched keywords containing the text (nothing for no text). */
    async searchHints(search: string, language: Language): Promise<SearchHints> {
      if (!search) return { categoryList: [], searchList: [] };
      await searches.flush();
      const [named, keywords] = await Promise.all([
        clientCompatRepository.categoriesNamed(db, search, 20),
        clientCompatRepository.keywordsContaining(db, search, 20),
      ]);
      return {
        categoryList: named.map((c) => ({
          id: c.id,
          name: localized(c.name, c.translations, language, 'name'),
        })),
        searchList: keywords.map((k) => ({ keywords: k.keyword })),
      };
    },

    /** A keyword the member picked counts towards the hot list and their history. */
    async setSearch(keyword: string, userId: number | null): Promise<null> {
      await searches.count(keyword, userId, clock.now());
      return null;
    },

    /** Goods cards of a decorated module, in the order asked; goods not on sale are left out. */
    pageGoods: (ids: number[], language: Language) => goods.cards(ids, language),

    /** Cloudmall keeps no brands or category attributes: the drawer offers only price and city. */
    drawer: async () => ({ brand: [], attribute: [] }),

    /** A shop's front page: its card, categories, followers as fans, the caller's follow and its best sellers. */
    async shopInfo(shopId: number, userId: number | null, language: Language): Promise<ShopInfo> {
      const [{ shop, category }, best] = await Promise.all([
        shops.page(shopId, userId, language),
        caches.shopBest.get(String(shopId), async () =>
          (
            await catalogRepository.pageGoods(
              db,
              { words: [], shopId },
              'sales',
              'desc',
              0,
              10,
              false,
            )
          ).rows.map((row) => row.goods.id),
        ),
      ]);
      return {
        id: shop.id,
        shopname: shop.shopname,
        avatar: shop.avatar,
        city: shop.city,
        isself: shop.isself,
        like: shop.like,
        score: shop.score,
        goods_count: shop.goods_count,
        user_id: shop.user_id,
        bio: shop.bio,
        state: 0,
        islive: 0,
        categoryStyle: 1,
        category,
        find_user: { user_no: String(shop.user_id), fans: shop.like },
        isFollow: shop.follow ? 1 : 0,
        isLive: null,
        page: shopFrontPage(best),
      };
    },

    /** The member's own reviews, newest first, each with the goods reviewed. */
    myComments: (userId: number, query: PageQuery, language: Language) =>
      pageOf(
        query,
        (offset, limit) => clientCompatRepository.pageMemberReviews(db, userId, offset, limit),
        ({ review, goods: g }): MyComment => ({
          id: review.id,
          goods_id: g.id,
          order_goods_id: review.orderItemId ?? 0,
          score: review.score,
          state: reviewState(review.score),
          state_text: STATE_TEXTS[reviewState(review.score)]!,
          content: review.content,
          images: review.images,
          createtime: unixSeconds(review.createdAt),
          order_goods: {
            id: review.orderItemId ?? 0,
            title: localized(g.title, g.translations, language, 'title'),
            image: g.image,
            price: formatMinor(BigInt(g.priceMinor)),
          },
        }),
      ),
  };
}
