import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { credit } from '../src/modules/wallet/index.ts';

export interface World {
  sku: { goods_id: number; sku_id: number; shop_id: number };
  addressId: number;
  token: string;
}

type Row = Record<string, unknown>;
const firstRow = (result: unknown): Row => (result as { rows: Row[] }).rows[0]!;

/** Migrates and seeds the demo world (no pictures); `demo` gets an address and funds, one cheap SKU ample stock. */
export async function prepareWorld(url: string): Promise<Omit<World, 'token'>> {
  const database = openDatabase({ url, poolSize: 2 });
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
    const sku = firstRow(
      await database.db
        .execute(sql`select s.id as sku_id, s.goods_id, g.shop_id from goods_skus s join goods g on g.id = s.goods_id
        where g.shop_id = (select id from shops order by id offset 1 limit 1) and g.status = 'normal' order by s.price_minor, s.id limit 1`),
    );
    await database.db.execute(sql`update goods_skus set stock = 1000000 where id = ${sku.sku_id}`);
    const address = firstRow(
      await database.db
        .execute(sql`insert into addresses (user_id, name, mobile, province, city, district, address, is_default)
        select id, 'Fault', '905550000000', 'Taipei', 'Taipei', 'Xinyi', 'Fault Road 1', true from users where username = 'demo' returning id`),
    );
    const userId = Number(
      firstRow(await database.db.execute(sql`select id from users where username = 'demo'`)).id,
    );
    const funds = {
      reason: 'reward',
      idempotencyKey: 'fault-fund',
      userId,
      amountMinor: 100_000_000n,
      from: 'promotions',
    } as const;
    await inTransaction(database.db, (trx) => credit(trx, funds));
    return {
      sku: {
        goods_id: Number(sku.goods_id),
        sku_id: Number(sku.sku_id),
        shop_id: Number(sku.shop_id),
      },
      addressId: Number(address.id),
    };
  } finally {
    await database.close();
  }
}
