import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { goods, goodsSkus, shopFreight, shops, users } from '../src/db/schema/index.ts';
import type { OrdersModel } from './orders-model.ts';
import type { ModelOrder, ModelShop, ModelSku } from './orders-model-terms.ts';
import { SHOP_INDEXES, SKUS_PER_SHOP } from './orders-property-commands.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { tokenOf } from './wallet-helpers.ts';

/**
 * The world of the order money property test (`modules/orders/orders.property.int.test.ts`): the test
 * app, the shops and SKUs the runs use, cached sessions, tallies, and the database figures the checks read.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface World {
  t: TestApp;
  shopList: ModelShop[];
  skuList: ModelSku[];
  /** A shop owner outside the shops used: ships and agrees on orders that are not theirs. */
  outsiderName: string;
  sessions: Map<string, { token: string; at: number }>;
  totals: Map<string, number>;
  escrowPaidIn: bigint;
}

/** One random scenario being run: its model, its buyers and the commands seen so far. */
export interface Run {
  w: World;
  number: number;
  model: OrdersModel;
  members: Array<{ id: number; token: string }>;
  buyerToken: (i: number) => Promise<string>;
  /** The commands of the run with the answers seen, printed when it fails. */
  log: string[];
}

/** One command of a run: its number, the clock, how it picks an order and notes its answers. */
export interface StepContext {
  r: Run;
  n: number;
  now: number;
  at: string;
  pickOrder: (pick: number, fits: (o: ModelOrder) => boolean) => ModelOrder | null;
  note: (extra: string) => void;
}

/** Starts the test app and picks the shops and the cheapest on-sale SKUs of distinct goods. */
export async function openWorld(): Promise<World> {
  const t = await createTestApp({ catalog: true });
  const shopList: ModelShop[] = [];
  const skuList: ModelSku[] = [];
  const shopRows = await t.db
    .select({ id: shops.id, userId: shops.userId, username: users.username })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .orderBy(asc(shops.id));
  const rules = await t.db.select().from(shopFreight);
  for (const index of SHOP_INDEXES) {
    const row = shopRows[index - 1]!;
    const rule = rules.find((r) => r.shopId === row.id);
    shopList.push({
      shopId: row.id,
      ownerId: row.userId,
      owner: row.username,
      rule: rule
        ? {
            ...rule,
            firstFeeMinor: BigInt(rule.firstFeeMinor),
            additionalFeeMinor: BigInt(rule.additionalFeeMinor),
          }
        : null,
    });
    // The cheapest on-sale SKUs of distinct goods.
    const rows = await t.db
      .select({
        skuId: goodsSkus.id,
        goodsId: goods.id,
        priceMinor: goodsSkus.priceMinor,
        ships: goods.ships,
      })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(and(eq(goods.shopId, row.id), eq(goods.status, 'normal')))
      .orderBy(asc(goodsSkus.priceMinor), asc(goodsSkus.id));
    const seen = new Set<number>();
    for (const sku of rows) {
      if (seen.has(sku.goodsId) || seen.size === SKUS_PER_SHOP) continue;
      seen.add(sku.goodsId);
      skuList.push({
        skuId: sku.skuId,
        goodsId: sku.goodsId,
        shopId: row.id,
        priceMinor: BigInt(sku.priceMinor),
        ships: sku.ships,
      });
    }
    if (seen.size < SKUS_PER_SHOP) throw new Error(`shop ${index} has too few goods`);
  }
  return {
    t,
    shopList,
    skuList,
    outsiderName: shopRows[2]!.username,
    sessions: new Map(),
    totals: new Map(),
    escrowPaidIn: 0n,
  };
}

/** Logs in again once the test clock has moved on (sessions expire after 30 days and the runs jump months). */
export async function session(w: World, account: string, password = 'demo1234'): Promise<string> {
  const now = w.t.clock.now().getTime();
  const cached = w.sessions.get(account);
  if (cached && now - cached.at < 20 * DAY) return cached.token;
  const token = await tokenOf(w.t, account, password);
  w.sessions.set(account, { token, at: now });
  return token;
}
export const ownerToken = (w: World, shop: ModelShop) => session(w, shop.owner);

export const count = (w: World, what: string, by = 1) =>
  w.totals.set(what, (w.totals.get(what) ?? 0) + by);
export const outcome = (w: World, area: string, msg: string) =>
  count(w, msg === 'ok' ? `${area}:ok` : `${area}:${msg}`);

const rowsOf = (result: unknown) => (result as { rows: Array<{ s: string }> }).rows;
export const escrowBalance = async (w: World) =>
  BigInt(
    rowsOf(
      await w.t.db.execute(
        sql`select coalesce(sum(e.amount_minor), 0)::text as s from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'order_escrow' and a.user_id is null`,
      ),
    )[0]!.s,
  );
/** What escrow should hold by the orders table alone: every paid order's price − refunded, unless settled. */
export const escrowByOrders = async (w: World) =>
  BigInt(
    rowsOf(
      await w.t.db.execute(
        sql`select coalesce(sum(price_minor - refunded_minor), 0)::text as s from orders where paid_at is not null and settled_at is null`,
      ),
    )[0]!.s,
  );
export const minorOf = (money: string) => BigInt(money.replace('.', ''));

/** Stock and sales of the SKUs used. */
export const skuRows = (w: World) =>
  w.t.db
    .select({ id: goodsSkus.id, stock: goodsSkus.stock, sales: goodsSkus.sales })
    .from(goodsSkus)
    .where(
      inArray(
        goodsSkus.id,
        w.skuList.map((s) => s.skuId),
      ),
    );

/** Runs the jobs the way the scheduler does (orders, then refunds) after a time jump, or three instances of each at once (settlement still once per order). */
export async function jumpAndRunJobs(
  w: World,
  minutes: number,
  model: OrdersModel | null,
  parallel = false,
): Promise<void> {
  w.t.clock.advance(minutes * MINUTE);
  const times = parallel ? 3 : 1;
  await Promise.all(Array.from({ length: times }, () => w.t.orders.jobs.runDue()));
  await Promise.all(Array.from({ length: times }, () => w.t.refunds.jobs.runDue()));
  model?.jobs(w.t.clock.now().getTime());
}
