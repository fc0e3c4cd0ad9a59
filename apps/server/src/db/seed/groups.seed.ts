import { asc, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { goods, groupGoods, shops } from '../schema/index.ts';

/** The demo group-buying activity (once, when there is none): the best-selling goods of each shop, teams of 2-3 for 24 h. */
export async function seedDemoGroups(db: Db): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(groupGoods);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const allShops = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(8);
  const rows = [];
  for (const [i, shop] of allShops.entries()) {
    const [top] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`${goods.shopId} = ${shop.id} and ${goods.status} = 'normal'`)
      .orderBy(sql`${goods.sales} desc`, asc(goods.id))
      .limit(1);
    if (!top) continue;
    rows.push({
      goodsId: top.id,
      shopId: shop.id,
      peopleNum: i % 3 === 2 ? 3 : 2,
      groupHours: 24,
      groupPercent: [80, 75, 85, 70][i % 4]!,
      isAlone: i % 4 !== 3,
      purchaseLimit: i % 2 === 0 ? 0 : 5,
      weigh: 100 - i,
    });
  }
  if (rows.length) await db.insert(groupGoods).values(rows);
  return rows.length > 0;
}
