import { asc } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { shopFreight, shops } from '../schema/index.ts';

/**
 * Demo freight rules (protocol §4.6, per piece), by shop position: some shops deliver free (no
 * row or `isFree`), others charge a first piece plus each additional one, combined by different
 * strategies (0 sum, 1 lowest, 2 highest). Idempotent.
 */
const RULES: Array<typeof shopFreight.$inferInsert | null> = [
  null,
  {
    shopId: 0,
    name: 'Standard delivery',
    first: 1,
    firstFeeMinor: 800n,
    additional: 1,
    additionalFeeMinor: 200n,
    strategy: 0,
  },
  { shopId: 0, name: 'Digital delivery', isFree: true },
  {
    shopId: 0,
    name: 'Freight (heavy goods)',
    first: 1,
    firstFeeMinor: 1500n,
    additional: 1,
    additionalFeeMinor: 500n,
    strategy: 2,
  },
  {
    shopId: 0,
    name: 'Express',
    first: 2,
    firstFeeMinor: 600n,
    additional: 2,
    additionalFeeMinor: 300n,
    strategy: 1,
  },
  {
    shopId: 0,
    name: 'Home delivery',
    first: 1,
    firstFeeMinor: 1000n,
    additional: 1,
    additionalFeeMinor: 200n,
    strategy: 0,
  },
  null,
  {
    shopId: 0,
    name: 'Courier',
    first: 1,
    firstFeeMinor: 500n,
    additional: 3,
    additionalFeeMinor: 100n,
    strategy: 1,
  },
];

export async function seedDemoFreight(db: Db): Promise<void> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .orderBy(asc(shops.id))
    .limit(RULES.length);
  const values = rows.flatMap((shop, index) => {
    const rule = RULES[index];
    return rule ? [{ ...rule, shopId: shop.id }] : [];
  });
  if (values.length > 0) await db.insert(shopFreight).values(values).onConflictDoNothing();
}
