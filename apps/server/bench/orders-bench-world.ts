/**
 * The orders benchmark's world: distinct funded buyers with sessions, a few hot SKUs with limited
 * stock (more buyers than units, so some checkouts must be refused) beside SKUs with ample stock,
 * and the checks after the run: no oversell on any hot SKU, the ledger reconciled, escrow equal to
 * the paid orders. Setup writes straight to the database and is not measured.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { identityRepository } from '../src/modules/identity/identity.repository.ts';
import { credit, reconcile } from '../src/modules/wallet/index.ts';

type Row = Record<string, unknown>;
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface BenchSku {
  sku_id: number;
  goods_id: number;
  shop_id: number;
}

type User = NonNullable<Awaited<ReturnType<typeof identityRepository.findUserByUsername>>>;

/** `count` members with sessions, funds and a default address; answers their session tokens. */
export async function fundedMembers(
  database: Database,
  count: number,
  start: (user: User) => Promise<string>,
): Promise<string[]> {
  const db = database.db;
  await db.execute(sql`insert into users (username, nickname, password_hash, invite_code)
    select 'bench' || n, 'Bench ' || n, u.password_hash, 'BN' || n from generate_series(1, ${count}) n, users u where u.username = 'demo'`);
  await db.execute(sql`insert into addresses (user_id, name, mobile, province, city, district, address, is_default)
    select id, 'Bench', '905550000000', 'Taipei', 'Taipei', 'Xinyi', 'Bench Road 1', true from users where username like 'bench%'`);
  const tokens: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const user = (await identityRepository.findUserByUsername(db, `bench${n}`))!;
    await inTransaction(db, (trx) =>
      credit(trx, {
        reason: 'reward',
        idempotencyKey: `bench-fund:${n}`,
        userId: user.id,
        amountMinor: 100_000_000n,
        from: 'promotions',
      }),
    );
    tokens.push(await start(user));
  }
  return tokens;
}

/**
 * 40 SKUs of shops 2..8: the first `hot` get `hotStock` units each (contended, limited), the rest
 * ample stock. Answers both lists.
 */
export async function benchSkus(
  database: Database,
  hot: number,
  hotStock: number,
): Promise<{ hot: BenchSku[]; ample: BenchSku[] }> {
  const skus = rowsOf(
    await database.db.execute(sql`select s.id as sku_id, s.goods_id, g.shop_id from goods_skus s
      join goods g on g.id = s.goods_id
      where g.shop_id in (select id from shops order by id offset 1 limit 7) and g.status = 'normal'
        and s.removed_at is null order by s.id limit 40`),
  ).map((r) => ({
    sku_id: Number(r.sku_id),
    goods_id: Number(r.goods_id),
    shop_id: Number(r.shop_id),
  }));
  const ids = (list: BenchSku[]) =>
    sql.join(
      list.map((s) => sql`${s.sku_id}`),
      sql`, `,
    );
  const hotSkus = skus.slice(0, hot);
  const ample = skus.slice(hot);
  await database.db.execute(sql`update goods_skus set stock = 1000000 where id in (${ids(ample)})`);
  await database.db.execute(
    sql`update goods_skus set stock = ${hotStock}, sales = 0 where id in (${ids(hotSkus)})`,
  );
  return { hot: hotSkus, ample };
}

/**
 * After the run: for each hot SKU, units in orders = initial stock − remaining stock, remaining is
 * never negative, and units sold (paid) equal the SKU's sales; the ledger balances; escrow holds
 * exactly the paid, unsettled orders. Answers the lines to print and whether all held.
 */
export async function verifyAfterRun(
  database: Database,
  hot: BenchSku[],
  hotStock: number,
): Promise<{ ok: boolean; lines: string[] }> {
  const db = database.db;
  const lines: string[] = [];
  let ok = true;
  for (const sku of hot) {
    const [row] = rowsOf(
      await db.execute(sql`select s.stock::int as stock, s.sales::int as sales,
        (select coalesce(sum(i.number), 0)::int from order_items i where i.sku_id = s.id) as ordered,
        (select coalesce(sum(i.number), 0)::int from order_items i join orders o on o.id = i.order_id
          where i.sku_id = s.id and o.paid_at is not null) as paid
        from goods_skus s where s.id = ${sku.sku_id}`),
    );
    const { stock, sales, ordered, paid } = row as Record<
      'stock' | 'sales' | 'ordered' | 'paid',
      number
    >;
    const held = stock >= 0 && ordered === hotStock - stock && paid === sales;
    ok &&= held;
    lines.push(
      `  hot SKU ${sku.sku_id}: stock ${hotStock} → ${stock}, ordered ${ordered} (= ${hotStock} − ${stock}: ${ordered === hotStock - stock}), paid ${paid} = sales ${sales}: ${held ? 'no oversell' : 'OVERSOLD OR MISCOUNTED'}`,
    );
  }
  const ledger = await reconcile(db);
  const [escrow] = rowsOf(
    await db.execute(sql`select
      (select coalesce(sum(e.amount_minor), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'order_escrow')::text as escrow,
      (select coalesce(sum(price_minor - refunded_minor), 0) from orders where paid_at is not null and settled_at is null)::text as owed,
      (select count(*) from orders where state = 2)::int as paid`),
  );
  const escrowHeld = escrow!.escrow === escrow!.owed;
  ok &&= ledger.ok && escrowHeld;
  lines.push(
    `  ledger reconciled: ${ledger.ok ? 'balances' : 'DOES NOT BALANCE'} (${ledger.transactions} transactions, global sum ${ledger.global_sum}); escrow ${escrow!.escrow} = paid orders ${escrow!.owed}: ${escrowHeld}; ${escrow!.paid} orders paid`,
  );
  return { ok, lines };
}
