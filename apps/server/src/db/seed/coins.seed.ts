import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { categories, coinPrices, coins } from '../schema/index.ts';
import type { SettingsService } from '../../modules/settings/index.ts';

const HOUR_MS = 3_600_000;
/** The demo history: hourly prices for this many days before seed time. */
const DEMO_DAYS = 32;
export const DEMO_COIN = { symbol: 'CMC', name: 'Cloudmall Coin', unit: 'USDT', scale: 4 };
const NAMES = ['雲商幣', 'Cloudmall Parası', 'Koin Cloudmall'] as const;

/**
 * The demo coin's price at an hour since the epoch, in minor units (scale 4, around 1.25 USDT):
 * slow and fast waves plus a fixed pseudo-random wiggle, so every seed draws the same history.
 */
export function demoCoinPrice(hour: number): bigint {
  const wiggle = ((Math.imul(hour, 2_654_435_761) >>> 0) % 301) - 150;
  const value =
    12_500 + 1_800 * Math.sin(hour / 61) + 700 * Math.sin(hour / 9.7) + 350 * Math.sin(hour / 3.1);
  return BigInt(Math.round(value) + wiggle);
}

/**
 * The demo coin 'CMC' with hourly prices for the 32 days ending at seed time (idempotent: each
 * run adds the hours since the last run), and the mining machines' category for the machine page.
 */
export async function seedDemoCoins(
  db: Db,
  settings: SettingsService,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(coins)
    .values({
      ...DEMO_COIN,
      translations: {
        'zh-Hant': { name: NAMES[0] },
        tr: { name: NAMES[1] },
        id: { name: NAMES[2] },
      },
    })
    .onConflictDoNothing({ target: coins.symbol });
  const [coin] = await db.select().from(coins).where(eq(coins.symbol, DEMO_COIN.symbol));
  const lastHour = Math.floor(now.getTime() / HOUR_MS);
  const hours = Array.from({ length: DEMO_DAYS * 24 + 1 }, (_, i) => lastHour - DEMO_DAYS * 24 + i);
  await db
    .insert(coinPrices)
    .values(
      hours.map((h) => ({
        coinId: coin!.id,
        at: new Date(h * HOUR_MS),
        priceMinor: demoCoinPrice(h),
      })),
    )
    .onConflictDoNothing({ target: [coinPrices.coinId, coinPrices.at] });
  const [mining] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, 'Mining machines'), eq(categories.pid, 0)));
  if (mining && (await settings.get('coins.machines')).categoryId === null)
    await settings.set('coins.machines', { categoryId: mining.id });
}
