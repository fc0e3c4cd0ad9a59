import { localized, type Language } from '@cloudmall/contract';
import { eq, inArray, sql } from 'drizzle-orm';
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
   * Takes stock for every line in one statement: the SKU rows are locked in id order (so
   * overlapping baskets cannot deadlock), then each is taken by a guarded update; a line the stock
   * cannot cover throws `out_of_stock` and the caller's transaction rolls back every line taken.
   * Call it as late in the transaction as possible: the rows stay locked until it commits.
   */
  async reserve(trx: Db, lines: StockLine[]): Promise<void> {
    const merged = mergeLines(lines);
    if (merged.length === 0) return;
    const taken = await addInOrder(trx, 'goods_skus', 'stock', merged, -1);
    if (taken < merged.length) throw new AppError('out_of_stock');
  },

  /** Gives reserved stock back (an unpaid order closed, a group failed). */
  async release(trx: Db, lines: StockLine[]): Promise<void> {
    for (const line of mergeLines(lines)) await addToSku(trx, 'stock', line);
  },

  /**
   * Counts a paid order's quantities as sales of the SKUs and their goods: two statements, rows
   * locked in id order. Call it last in the payment's transaction: the rows stay locked until commit.
   */
  async recordSales(trx: Db, lines: StockLine[]): Promise<void> {
    const merged = mergeLines(lines);
    if (merged.length === 0) return;
    await addInOrder(trx, 'goods_skus', 'sales', merged, 1);
    const byGoods = new Map<number, number>();
    for (const line of merged)
      byGoods.set(line.goodsId, (byGoods.get(line.goodsId) ?? 0) + line.number);
    const goodsLines = [...byGoods].map(([goodsId, number]) => ({
      skuId: goodsId,
      goodsId,
      number,
    }));
    await addInOrder(trx, 'goods', 'sales', goodsLines, 1);
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

/**
 * Adds `sign × number` to one counter of each row (`skuId` is the row id of `table`), in one
 * statement: rows are locked in id order first (`for no key update`, the lock the update itself
 * takes, so the key-share locks of order-item foreign keys never conflict with it), and a decrement
 * is guarded (never below zero).
 * Answers how many rows moved (a guarded row that could not is absent).
 */
async function addInOrder(
  trx: Db,
  table: 'goods_skus' | 'goods',
  counter: 'stock' | 'sales',
  lines: StockLine[],
  sign: 1 | -1,
): Promise<number> {
  const ids = `{${lines.map((line) => line.skuId).join(',')}}`;
  const numbers = `{${lines.map((line) => line.number * sign).join(',')}}`;
  const target = sql.raw(`"${table}"`);
  const column = sql.raw(`"${counter}"`);
  const result = await trx.execute(sql`with wanted as (
      select * from unnest(${ids}::int[], ${numbers}::int[]) as w(id, delta)),
    locked as (select t.id from ${target} t where t.id in (select id from wanted) order by t.id for no key update)
    update ${target} t set ${column} = t.${column} + w.delta from wanted w
    where t.id = w.id and t.id in (select id from locked) and t.${column} + w.delta >= 0
    returning t.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
