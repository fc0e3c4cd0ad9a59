import { localized, type Language } from '@cloudmall/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsSkus, shops } from '../../db/schema/catalog.schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** A SKU as buying sees it: its goods, shop, prices and stock. */
export interface PurchaseSku {
  skuId: number;
  goodsId: number;
  shopId: number;
  shopName: string;
  shopUserId: number;
  categoryId: number;
  title: string;
  image: string;
  /** The spec values joined ("Red, XL"). */
  difference: string;
  priceMinor: bigint;
  marketPriceMinor: bigint;
  stock: number;
  /** False when the goods or its shop is off sale. */
  onSale: boolean;
  /** False for virtual goods: nothing is delivered, so no freight. */
  ships: boolean;
}

export interface StockLine {
  skuId: number;
  goodsId: number;
  number: number;
}

/** Stock and sales of SKUs, for the cart, checkout, cancellation and payment (one transaction passed in). */
export const stockRepository = {
  /** SKUs by id with what buying needs; unknown ids are simply absent. */
  async purchaseSkus(
    db: Db,
    skuIds: number[],
    language: Language = 'en',
  ): Promise<Map<number, PurchaseSku>> {
    if (skuIds.length === 0) return new Map();
    const rows = await db
      .select({
        skuId: goodsSkus.id,
        goodsId: goods.id,
        shopId: shops.id,
        shopName: shops.shopname,
        shopUserId: shops.userId,
        categoryId: goods.categoryId,
        title: goods.title,
        image: goods.image,
        difference: goodsSkus.difference,
        goodsTranslations: goods.translations,
        skuTranslations: goodsSkus.translations,
        priceMinor: goodsSkus.priceMinor,
        marketPriceMinor: goodsSkus.marketPriceMinor,
        stock: goodsSkus.stock,
        ships: goods.ships,
        goodsStatus: goods.status,
        shopStatus: shops.status,
        removedAt: goodsSkus.removedAt,
      })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(inArray(goodsSkus.id, [...new Set(skuIds)]));
    return new Map(
      rows.map(
        ({
          goodsStatus,
          shopStatus,
          removedAt,
          difference,
          goodsTranslations,
          skuTranslations,
          ...row
        }) => [
          row.skuId,
          {
            ...row,
            title: localized(row.title, goodsTranslations, language, 'title'),
            difference: difference
              .map((value, k) => localized(value, skuTranslations, language, String(k)))
              .join(', '),
            onSale: goodsStatus === 'normal' && shopStatus === 'normal' && removedAt === null,
          },
        ],
      ),
    );
  },

  /**
   * Takes stock for each line, in SKU id order (so overlapping baskets cannot deadlock), with a
   * guarded update: a line the stock cannot cover throws `out_of_stock` and the caller's
   * transaction rolls back every line taken before it.
   */
  async reserve(trx: Db, lines: StockLine[]): Promise<void> {
    for (const line of mergeLines(lines)) {
      const taken = await trx
        .update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} - ${line.number}` })
        .where(and(eq(goodsSkus.id, line.skuId), gte(goodsSkus.stock, line.number)))
        .returning({ id: goodsSkus.id });
      if (taken.length === 0) throw new AppError('out_of_stock');
    }
  },

  /** Gives reserved stock back (an unpaid order closed, a group failed). */
  async release(trx: Db, lines: StockLine[]): Promise<void> {
    for (const line of mergeLines(lines)) await addToSku(trx, 'stock', line);
  },

  /** Counts a paid order's quantities as sales of the SKUs and their goods. */
  async recordSales(trx: Db, lines: StockLine[]): Promise<void> {
    for (const line of mergeLines(lines)) {
      await addToSku(trx, 'sales', line);
      await trx
        .update(goods)
        .set({ sales: sql`${goods.sales} + ${line.number}` })
        .where(eq(goods.id, line.goodsId));
    }
  },
};

/** One line per SKU (quantities added), in SKU id order. */
function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const seen = merged.get(line.skuId);
    merged.set(line.skuId, seen ? { ...seen, number: seen.number + line.number } : { ...line });
  }
  return [...merged.values()].sort((a, b) => a.skuId - b.skuId);
}

/** Adds a line's quantity to one counter of its SKU: stock given back, or units sold. */
async function addToSku(trx: Db, counter: 'stock' | 'sales', line: StockLine): Promise<void> {
  await trx
    .update(goodsSkus)
    .set({ [counter]: sql`${goodsSkus[counter]} + ${line.number}` })
    .where(eq(goodsSkus.id, line.skuId));
}
