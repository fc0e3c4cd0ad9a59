import type { SQL } from 'drizzle-orm';
import type { RefundsDeps } from './ports.ts';
import { refundsRepository, type RefundRecord, type RefundView } from './refunds.repository.ts';

const unique = (ids: number[]) => [...new Set(ids)];

/** Requests with their item (orders), shop (catalog) and buyer (identity), each read from its owner. */
export function createRefundViews(deps: Pick<RefundsDeps, 'db' | 'afterSale' | 'lookups'>) {
  const { db, afterSale, lookups } = deps;

  async function assemble(rows: RefundRecord[]): Promise<RefundView[]> {
    if (!rows.length) return [];
    const [items, shops, buyers] = await Promise.all([
      afterSale.itemsOfOrders(db, unique(rows.map((row) => row.orderId))),
      Promise.all(unique(rows.map((row) => row.shopId)).map((id) => lookups.shopBrief(id))),
      lookups.cardsOf(unique(rows.map((row) => row.userId))),
    ]);
    const itemById = new Map(items.map((item) => [item.id, item]));
    const shopById = new Map(shops.flatMap((shop) => (shop ? [[shop.id, shop] as const] : [])));
    return rows.flatMap((refund) => {
      const item = itemById.get(refund.orderItemId);
      const buyer = buyers.get(refund.userId);
      if (!item || !buyer) return [];
      const shop = shopById.get(refund.shopId);
      return [
        {
          refund,
          item: pickItem(item),
          shop: {
            id: refund.shopId,
            shopname: shop?.shopname ?? '',
            avatar: shop?.avatar ?? '',
            userId: shop?.user_id ?? 0,
          },
          buyer: { id: buyer.id, nickname: buyer.nickname, avatar: buyer.avatar },
        },
      ];
    });
  }

  return {
    /** A page of requests matching `where`, newest first. */
    page: async (where: SQL | undefined, offset: number, limit: number) =>
      assemble(await refundsRepository.page(db, where, offset, limit)),

    /** The one request matching `where`, or undefined. */
    one: async (where: SQL): Promise<RefundView | undefined> =>
      (await assemble(await refundsRepository.page(db, where, 0, 1)))[0],

    /** The shop an order belongs to (the apply page). */
    async shopOf(shopId: number) {
      const shop = await lookups.shopBrief(shopId);
      return { id: shopId, shopname: shop?.shopname ?? '', avatar: shop?.avatar ?? '' };
    },

    /** How many items the order has. */
    itemCountOfOrder: async (orderId: number) =>
      (await afterSale.itemsOfOrders(db, [orderId])).length,

    returnAddressOf: (shopOwnerId: number) => lookups.returnAddressOf(shopOwnerId),
  };
}

export type RefundViews = ReturnType<typeof createRefundViews>;

const pickItem = (item: RefundView['item']): RefundView['item'] => ({
  id: item.id,
  orderId: item.orderId,
  goodsId: item.goodsId,
  title: item.title,
  image: item.image,
  difference: item.difference,
  priceMinor: item.priceMinor,
  number: item.number,
  actualMinor: item.actualMinor,
});
