import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coinPrices, coins } from '../../db/schema/coins.schema.ts';
import type { MinorPoint } from './coin-rules.ts';

export type CoinRow = typeof coins.$inferSelect;

/** The `coins` and `coin_prices` tables. */
export const coinsRepository = {
  /** Every coin, oldest first. */
  async all(db: Db): Promise<CoinRow[]> {
    return db.select().from(coins).orderBy(asc(coins.id));
  },

  async find(db: Db, id: number): Promise<CoinRow | undefined> {
    return (await db.select().from(coins).where(eq(coins.id, id)))[0];
  },

  /** The latest price of a coin at or before `now`. */
  async latest(db: Db, coinId: number, now: Date): Promise<MinorPoint | undefined> {
    const [row] = await db
      .select({ at: coinPrices.at, minor: coinPrices.priceMinor })
      .from(coinPrices)
      .where(and(eq(coinPrices.coinId, coinId), lte(coinPrices.at, now)))
      .orderBy(desc(coinPrices.at))
      .limit(1);
    return row ? { at: Math.floor(row.at.getTime() / 1000), minor: row.minor } : undefined;
  },

  /** The coin's prices in (from, to], oldest first. */
  async between(db: Db, coinId: number, from: Date, to: Date): Promise<MinorPoint[]> {
    const rows = await db
      .select({ at: coinPrices.at, minor: coinPrices.priceMinor })
      .from(coinPrices)
      .where(and(eq(coinPrices.coinId, coinId), gt(coinPrices.at, from), lte(coinPrices.at, to)))
      .orderBy(asc(coinPrices.at));
    return rows.map((r) => ({ at: Math.floor(r.at.getTime() / 1000), minor: r.minor }));
  },

  /** Inserts the points whose (coin, at) is not stored yet; answers how many it stored. */
  async addPoints(db: Db, coinId: number, points: MinorPoint[]): Promise<number> {
    if (points.length === 0) return 0;
    const stored = await db
      .insert(coinPrices)
      .values(points.map((p) => ({ coinId, at: new Date(p.at * 1000), priceMinor: p.minor })))
      .onConflictDoNothing({ target: [coinPrices.coinId, coinPrices.at] })
      .returning({ id: coinPrices.id });
    await db
      .update(coins)
      .set({ updatedAt: sql`now()` })
      .where(eq(coins.id, coinId));
    return stored.length;
  },
};
