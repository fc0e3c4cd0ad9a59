import type { CategoryNode, GoodsCard, ShopCard } from '@cloudmall/contract/catalog';
import { formatMinor, localized, type Language, type Translations } from '@cloudmall/contract';
import type { categories } from '../../db/schema/catalog.schema.ts';
import type { GoodsRow, ShopRow } from './catalog.repository.ts';

/** A goods card as lists show it, in the reader's language; prices are the lowest SKU's. */
export function toGoodsCard(
  row: {
    goods: GoodsRow;
    shopname: string;
    isSelf: boolean;
  },
  language: Language,
): GoodsCard {
  const g = row.goods;
  return {
    id: g.id,
    shop_id: g.shopId,
    category_id: g.categoryId,
    title: localized(g.title, g.translations, language, 'title'),
    image: g.image,
    ...pricesOf(g),
    sales: g.sales,
    comment: g.comments,
    praise: g.praise,
    like: g.likes,
    views: g.views,
    shop: { shopname: row.shopname, isself: row.isSelf },
  };
}

/** A goods' or SKU's price and market price, as money goes on the wire. */
export const pricesOf = (row: {
  priceMinor: bigint | number;
  marketPriceMinor: bigint | number;
}) => ({
  price: formatMinor(BigInt(row.priceMinor)),
  market_price: formatMinor(BigInt(row.marketPriceMinor)),
});

export function toShopCard(shop: ShopRow, goodsCount: number, score: number): ShopCard {
  return {
    id: shop.id,
    shopname: shop.shopname,
    avatar: shop.avatar,
    city: shop.city,
    isself: shop.isSelf,
    like: shop.likes,
    score: score.toFixed(1),
    goods_count: goodsCount,
    user_id: shop.userId,
  };
}

/** Nests categories under their parents, keeping the weight order; names in the reader's language. */
export function toCategoryTree(
  rows: Array<typeof categories.$inferSelect>,
  language: Language,
  rootId = 0,
): CategoryNode[] {
  return rows
    .filter((row) => row.pid === rootId && row.isNav)
    .map((row) => ({
      id: row.id,
      pid: row.pid,
      name: localized(row.name, row.translations, language, 'name'),
      image: row.image,
      childlist: toCategoryTree(rows, language, row.id),
    }));
}

/** A category and every category below it. */
export function subtreeIds(rows: Array<{ id: number; pid: number }>, rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1)
    ids.push(...rows.filter((row) => row.pid === ids[i]).map((row) => row.id));
  return ids;
}

/** Spec values of a SKU or SPU in the reader's language (translations keyed by position). */
export const localizedValues = (
  values: string[],
  translations: Translations,
  language: Language,
): string[] => values.map((value, k) => localized(value, translations, language, String(k)));
