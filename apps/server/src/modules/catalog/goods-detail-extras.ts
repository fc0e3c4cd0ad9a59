import type { Language } from '@cloudmall/contract';
import type { GoodsDetail, ShopCard } from '@cloudmall/contract/catalog';
import type { GoodsRow } from './catalog.repository.ts';

/** What the goods detail asks other modules: one piece's freight (orders) and usable coupons (coupons). */
export interface DetailQuotes {
  freight(shopId: number, ships: boolean): Promise<GoodsDetail['freight']>;
  coupons(
    goods: { goodsId: number; shopId: number; categoryId: number; price: string },
    userId: number | null,
    language: Language,
  ): Promise<GoodsDetail['coupon']>;
}

type DetailExtras = Pick<
  GoodsDetail,
  | 'shop'
  | 'freight'
  | 'brand'
  | 'coupon'
  | 'isLive'
  | 'description'
  | 'category_attribute'
  | 'activity_type'
>;

/** Without the other modules wired (unit set-ups): free delivery and no coupons. */
export const NO_QUOTES: DetailQuotes = {
  freight: async () => ({ name: '', isdelivery: 1, price: '0.00' }),
  coupons: async () => [],
};

/**
 * The protocol's fields of a goods detail beside Cloudmall's own: the shop block (fans are its
 * followers, each score the shop's average), one piece's freight, the coupons, brand and live.
 */
export async function detailExtras(
  quotes: DetailQuotes,
  goods: GoodsRow,
  card: ShopCard,
  userId: number | null,
  language: Language,
  price: string,
): Promise<DetailExtras> {
  const score = Number(card.score);
  const [freight, coupon] = await Promise.all([
    quotes.freight(goods.shopId, goods.ships),
    quotes.coupons(
      { goodsId: goods.id, shopId: goods.shopId, categoryId: goods.categoryId, price },
      userId,
      language,
    ),
  ]);
  return {
    shop: {
      id: card.id,
      shopname: card.shopname,
      isself: card.isself,
      avatar: card.avatar,
      city: card.city,
      state: 0,
      find_user: { fans: card.like },
      service_ids: [],
      score_describe: score,
      score_service: score,
      score_deliver: score,
      score_logistics: score,
    },
    freight,
    brand: { name: '' },
    coupon,
    isLive: null,
    description: '',
    category_attribute: {},
    activity_type: 'goods' as const,
  };
}
