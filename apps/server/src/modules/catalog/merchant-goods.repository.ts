import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { containing } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page.ts';
import { categories, goods, goodsSkus, goodsSpus } from '../../db/schema/catalog.schema.ts';

export interface ShopGoodsFilter {
  shopId: number;
  status?: string;
  categoryId?: number;
  words: string[];
}

export type NewGoods = Omit<typeof goods.$inferInsert, 'id' | 'shopId'>;
export interface SkuWrite {
  difference: string[];
  priceMinor: bigint;
  marketPriceMinor: bigint;
  stock: number;
  code: string;
}

const whereOf = (filter: ShopGoodsFilter): SQL | undefined =>
  and(
    eq(goods.shopId, filter.shopId),
    filter.status ? eq(goods.status, filter.status) : undefined,
    filter.categoryId ? eq(goods.categoryId, filter.categoryId) : undefined,
    ...filter.words.map((word) => ilike(goods.title, containing(word))),
  );

const liveSkus = (goodsId: number) =>
  and(eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.removedAt));

/** A shop's goods as its merchant edits them (any status), with their specs and SKUs. */
export const merchantGoodsRepository = {
  /** One page of a shop's goods, newest first, with stock and SKU counts of the live SKUs. */
  pageShopGoods(db: Db, filter: ShopGoodsFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const page = db
      .select({
        goods,
        categoryName: categories.name,
        categoryTranslations: categories.translations,
        stock: sql<number>`(select coalesce(sum(${goodsSkus.stock}), 0)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.removedAt} is null)`,
        skuCount: sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.removedAt} is null)`,
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(where)
      .orderBy(desc(goods.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(db, page, goods, where);
  },

  findShopGoods: (db: Db, shopId: number, id: number) =>
    firstRow(db, goods, and(eq(goods.id, id), eq(goods.shopId, shopId))),

  liveSkusOf: (db: Db, goodsId: number) =>
    db.select().from(goodsSkus).where(liveSkus(goodsId)).orderBy(asc(goodsSkus.id)),

  spusOf: (db: Db, goodsId: number) =>
    db
      .select()
      .from(goodsSpus)
      .where(eq(goodsSpus.goodsId, goodsId))
      .orderBy(asc(goodsSpus.position)),

  /** Whether the category exists and the app shows it: it and every category above it shown. */
  async categoryState(db: Db, id: number): Promise<'missing' | 'hidden' | 'shown'> {
    const rows = await db
      .select({ id: categories.id, pid: categories.pid, shown: categories.isNav })
      .from(categories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    let row = byId.get(id);
    if (!row) return 'missing';
    for (let depth = 0; row && depth <= rows.length; depth += 1) {
      if (!row.shown) return 'hidden';
      row = row.pid ? byId.get(row.pid) : undefined;
    }
    return 'shown';
  },

  async insertGoods(trx: Db, shopId: number, row: NewGoods): Promise<number> {
    const [created] = await trx
      .insert(goods)
      .values({ ...row, shopId })
      .returning({ id: goods.id });
    return created!.id;
  },

  updateGoods: (trx: Db, id: number, changes: Partial<NewGoods>) =>
    trx.update(goods).set(changes).where(eq(goods.id, id)),

  async setStatus(trx: Db, shopId: number, id: number, status: string) {
    return trx
      .update(goods)
      .set({ status })
      .where(and(eq(goods.id, id), eq(goods.shopId, shopId)))
      .returning({ id: goods.id });
  },

  /** Replaces the goods' specs (their translations go with them). */
  async replaceSpus(trx: Db, goodsId: number, specs: Array<{ name: string; items: string[] }>) {
    await trx.delete(goodsSpus).where(eq(goodsSpus.goodsId, goodsId));
    if (specs.length)
      await trx
        .insert(goodsSpus)
        .values(specs.map((spec, position) => ({ goodsId, ...spec, position })));
  },

  insertSkus: (trx: Db, goodsId: number, skus: SkuWrite[]) =>
    skus.length ? trx.insert(goodsSkus).values(skus.map((sku) => ({ ...sku, goodsId }))) : null,

  updateSku: (trx: Db, id: number, sku: Omit<SkuWrite, 'difference'>) =>
    trx.update(goodsSkus).set(sku).where(eq(goodsSkus.id, id)),

  /** Takes SKUs off offer; they stay for the orders and carts that name them. */
  removeSkus: (trx: Db, ids: number[], at: Date) =>
    ids.length
      ? trx.update(goodsSkus).set({ removedAt: at, stock: 0 }).where(inArray(goodsSkus.id, ids))
      : null,
};
