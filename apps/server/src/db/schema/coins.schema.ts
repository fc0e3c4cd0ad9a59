import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  createdAt,
  money,
  requiredRef,
  serialId,
  timestamptz,
  translations,
  updatedAt,
} from './columns.ts';

/**
 * A coin whose price the mining pool pages show. `scale`: the decimals of its prices (a stored
 * price 12345 with scale 4 is 1.2345 `unit`). `translations` carries `name` per language.
 */
export const coins = pgTable(
  'coins',
  {
    id: serialId(),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    translations: translations(),
    unit: varchar('unit', { length: 16 }).notNull(),
    scale: smallint('scale').notNull().default(4),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coins_symbol_uq').on(t.symbol),
    check('coins_scale_range', sql`${t.scale} between 0 and 8`),
  ],
);

/**
 * One price of a coin at one moment, in integer minor units of the coin's `scale`. A moment has
 * one price: points for a stored (coin, at) are ignored, so feeds may replay safely.
 */
export const coinPrices = pgTable(
  'coin_prices',
  {
    id: serialId(),
    coinId: requiredRef('coin_id', () => coins.id),
    at: timestamptz('at').notNull(),
    priceMinor: money('price_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_prices_coin_at_uq').on(t.coinId, t.at),
    check('coin_prices_positive', sql`${t.priceMinor} > 0`),
  ],
);
