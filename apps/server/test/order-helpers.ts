import { orderRoutes } from '@cloudmall/contract/orders';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { addresses, goods, goodsSkus, shops } from '../src/db/schema/index.ts';
import { call, type TestApp } from './test-app.ts';
import { key } from './wallet-helpers.ts';

export interface Line {
  goods_id: number;
  sku_id: number;
  number: number;
}

export interface PlaceOptions {
  address_id?: number;
  /** Coupon receipt id per shop id. */
  coupons?: Record<number, number>;
  remarks?: string;
  idempotency_key?: string;
}

/** The member id behind a token. */
export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const auth = await t.identity.sessions.resolve(token);
  if (!auth) throw new Error('unknown token');
  return auth.userId;
}

/** The member's default address id, created (straight in the table) when it has none. */
export async function ensureAddress(t: TestApp, token: string): Promise<number> {
  const userId = await userIdOf(t, token);
  const [found] = await t.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  if (found) return found.id;
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId,
      name: 'Test Buyer',
      mobile: '905551112233',
      province: 'Taipei',
      city: 'Taipei',
      district: 'Xinyi',
      address: 'No. 7, Test Road',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** A SKU on sale in a shop (shop 1 is `merchant`'s, 2..8 are `shop2`..`shop8`), with at least `minStock`. */
export async function skuOfShop(
  t: TestApp,
  shopIndex: number,
  minStock = 1,
  skip = 0,
): Promise<Line & { shop_id: number; priceMinor: bigint; stock: number }> {
  const shopRows = await t.db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id));
  const shopId = shopRows[shopIndex - 1]!.id;
  const rows = await t.db
    .select({
      goodsId: goods.id,
      skuId: goodsSkus.id,
      priceMinor: goodsSkus.priceMinor,
      stock: goodsSkus.stock,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(
      and(eq(goods.shopId, shopId), eq(goods.status, 'normal'), gt(goodsSkus.stock, minStock - 1)),
    )
    .orderBy(asc(goodsSkus.id))
    .limit(1)
    .offset(skip);
  const row = rows[0];
  if (!row) throw new Error(`no sku in shop ${shopIndex}`);
  return {
    goods_id: row.goodsId,
    sku_id: row.skuId,
    number: 1,
    shop_id: shopId,
    priceMinor: BigInt(row.priceMinor),
    stock: row.stock,
  };
}

/** Sets a SKU's stock (test setup). */
export async function setStock(t: TestApp, skuId: number, stock: number): Promise<void> {
  await t.db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.id, skuId));
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  const [row] = await t.db
    .select({ stock: goodsSkus.stock })
    .from(goodsSkus)
    .where(eq(goodsSkus.id, skuId));
  return row!.stock;
}

/** Submits a checkout (lines grouped per shop by their SKU's shop); answers the raw response. */
export async function submitOrder(
  t: TestApp,
  token: string,
  items: Line[],
  opts: PlaceOptions = {},
) {
  const shopOf = new Map<number, number>();
  const rows = await t.db.execute(
    sql`select s.id as sku_id, g.shop_id from goods_skus s join goods g on g.id = s.goods_id where s.id in (${sql.join(
      items.map((i) => sql`${i.sku_id}`),
      sql`, `,
    )})`,
  );
  for (const row of (
    rows as unknown as { rows: Array<{ sku_id: string | number; shop_id: string | number }> }
  ).rows)
    shopOf.set(Number(row.sku_id), Number(row.shop_id));
  const lists = new Map<number, Line[]>();
  for (const item of items) {
    const shopId = shopOf.get(item.sku_id) ?? 1;
    lists.set(shopId, [...(lists.get(shopId) ?? []), item]);
  }
  const address_id = opts.address_id ?? (await ensureAddress(t, token));
  return call(
    t,
    orderRoutes.addOrder,
    {
      order: {
        address_id,
        lists: [...lists].map(([shop_id, products]) => ({
          shop_id,
          products,
          coupon_id: opts.coupons?.[shop_id] ?? 0,
          ...(opts.remarks ? { remarks: opts.remarks } : {}),
        })),
      },
      idempotency_key: opts.idempotency_key ?? key(),
    },
    token,
  );
}

/** Places unpaid orders (one per shop) and answers them; throws with the message key on failure. */
export async function placeOrder(
  t: TestApp,
  token: string,
  items: Line[],
  opts: PlaceOptions = {},
) {
  const { body } = await submitOrder(t, token, items, opts);
  if (body.code !== 1 || !body.data) throw new Error(`addOrder failed: ${body.msg}`);
  return body.data.list;
}

/** Pays orders from the balance; answers the raw response. */
export function payOrders(t: TestApp, token: string, ids: number[], idempotencyKey = key()) {
  return call(
    t,
    orderRoutes.payment,
    { order_id: ids, type: 'balance', idempotency_key: idempotencyKey },
    token,
  );
}

/** Places and pays orders; answers them (state 2). */
export async function placePaidOrder(
  t: TestApp,
  token: string,
  items: Line[],
  opts: PlaceOptions = {},
) {
  const list = await placeOrder(t, token, items, opts);
  const { body } = await payOrders(
    t,
    token,
    list.map((o) => o.id),
  );
  if (body.code !== 1) throw new Error(`payment failed: ${body.msg}`);
  return list;
}

/** The shop ships an order, by `SF` with tracking number `SF<id>` unless told otherwise. */
export function shipOrder(
  t: TestApp,
  token: string,
  orderId: number,
  express: { express_name?: string; express_no?: string } = {},
) {
  const input = { id: orderId, express_name: 'SF', express_no: `SF${orderId}`, ...express };
  return call(t, orderRoutes.ship, input, token);
}
