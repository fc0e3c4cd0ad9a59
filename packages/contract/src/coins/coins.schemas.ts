import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { UnixTimeSchema } from '../shared/wire-fields.ts';

/** The periods a coin's price history is shown for (spec §9: mining pool flow periods). */
export const COIN_PERIODS = [3, 7, 30] as const;
export type CoinPeriod = (typeof COIN_PERIODS)[number];

/** The most points a price answer carries: longer histories are downsampled to this many. */
export const MAX_CHART_POINTS = 200;
/** The most price points one admin request may add. */
export const MAX_PRICE_POINTS_PER_REQUEST = 1000;

/** A price on the wire: an exact decimal string with the coin's scale of decimals ("1.2345"). */
const PriceSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A coin as members see it: its name in their language, the unit its price is quoted in, the last price. */
export const CoinSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  /** What one coin is priced in ("USDT"). */
  unit: z.string(),
  /** Decimals of every price of this coin. */
  scale: z.number().int(),
  /** The latest stored price, or null before the first one. */
  last: PriceSchema.nullable(),
  /** Unix seconds of the latest price (0 without one). */
  last_at: UnixTimeSchema,
});
export type Coin = z.infer<typeof CoinSchema>;

export const CoinListSchema = z.object({
  data: z.array(CoinSchema),
  /** The goods category of mining machines (the machine page lists its goods), null when unset. */
  machine_category_id: z.number().int().nullable(),
});

export const CoinPricesQuerySchema = z.object({
  coin_id: IdSchema,
  days: z.coerce
    .number()
    .int()
    .refine((d) => (COIN_PERIODS as readonly number[]).includes(d), 'invalid_value'),
});

export const PricePointSchema = z.object({ at: z.number().int(), price: PriceSchema });
export type PricePoint = z.infer<typeof PricePointSchema>;

/**
 * A coin's prices over a period ending at its latest stored price: the chart points (at most
 * MAX_CHART_POINTS) and figures over every stored point in the period.
 */
export const CoinPricesSchema = z.object({
  coin: CoinSchema,
  days: z.number().int(),
  /** Unix seconds: the period is (from, to]. */
  from: z.number().int(),
  to: z.number().int(),
  points: z.array(PricePointSchema),
  open: PriceSchema.nullable(),
  last: PriceSchema.nullable(),
  high: PriceSchema.nullable(),
  low: PriceSchema.nullable(),
  /** last - open, in the coin's scale. */
  change: PriceSchema.nullable(),
  /** (last - open) / open in percent, two decimals ("-3.25"). */
  change_percent: PriceSchema.nullable(),
});
export type CoinPrices = z.infer<typeof CoinPricesSchema>;

/** An admin's price points for one coin: unix seconds and a positive decimal price. */
export const AddCoinPricesSchema = z.object({
  coin_id: IdSchema,
  points: z
    .array(
      z
        .object({
          at: z.number().int().min(0).max(4_102_444_800),
          price: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'invalid_amount'),
        })
        .strict(),
    )
    .min(1)
    .max(MAX_PRICE_POINTS_PER_REQUEST),
});

export const AddCoinPricesResultSchema = z.object({
  received: z.number().int(),
  /** Points stored by this request; points already stored for the same time are kept as they were. */
  added: z.number().int(),
});
