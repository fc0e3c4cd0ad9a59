import { cartRoutes } from '@cloudmall/contract/orders';
import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';
import { cartItems, goods, goodsSkus } from '../../../db/schema/index.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

export { t };

/** The app (with the demo catalogue), a fresh member and eight stocked SKUs of one cart test file, set once `useCartApp()` ran its hook. */
export let token: string;
export let userId: number;
/** SKUs of distinct goods with a stock of at least 20: { skuId, goodsId, shopId, priceMinor }. */
export let skus: {
  skuId: number;
  goodsId: number;
  shopId: number;
  stock: number;
  priceMinor: bigint;
}[];

/** Starts one app per test file before its tests, empties the member cart before each, and closes it after them. */
export function useCartApp(): void {
  useTestApp({ catalog: true }, async () => {
    const member = await newMember(t, `cart${Date.now() % 100000}`);
    token = member.token;
    userId = member.id;
    const rows = await t.db
      .select({
        skuId: goodsSkus.id,
        goodsId: goodsSkus.goodsId,
        shopId: goods.shopId,
        stock: goodsSkus.stock,
        priceMinor: goodsSkus.priceMinor,
      })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(and(gte(goodsSkus.stock, 20), eq(goods.status, 'normal')))
      .orderBy(asc(goodsSkus.id));
    const seen = new Set<number>();
    skus = rows.filter((row) => !seen.has(row.goodsId) && seen.add(row.goodsId)).slice(0, 8);
    expect(skus.length).toBe(8);
  });
  beforeEach(async () => {
    await t.db.delete(cartItems).where(eq(cartItems.userId, userId));
  });
}

export const line = (index: number, number = 1) => ({
  goods_id: skus[index]!.goodsId,
  shop_id: skus[index]!.shopId,
  sku_id: skus[index]!.skuId,
  number,
});
export const synchro = (cart: unknown, as = token) =>
  call(t, cartRoutes.synchro, { cart } as never, as);
export const storage = (input: Record<string, unknown>, as = token) =>
  call(t, cartRoutes.storage, input, as);
export const rowsOf = async (user = userId) =>
  (
    await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, user))
      .orderBy(asc(cartItems.skuId))
  ).map((row) => [row.skuId, row.number]);
