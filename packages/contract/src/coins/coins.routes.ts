import { defineRoute } from '../shared/define-route.ts';
import {
  AddCoinPricesResultSchema,
  AddCoinPricesSchema,
  CoinListSchema,
  CoinPricesQuerySchema,
  CoinPricesSchema,
} from './coins.schemas.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';

/** Mining pool pages: coins and their price history (members and guests). */
export const coinRoutes = {
  lists: defineRoute({
    method: 'GET',
    path: '/wanlshop/coin/lists',
    auth: 'optional',
    input: EmptyLooseInputSchema,
    output: CoinListSchema,
    errors: [],
    summary: 'The coins with their latest price, and the goods category of mining machines.',
  }),
  prices: defineRoute({
    method: 'GET',
    path: '/wanlshop/coin/prices',
    auth: 'optional',
    input: CoinPricesQuerySchema,
    output: CoinPricesSchema,
    errors: [],
    summary:
      "A coin's prices over 3, 7 or 30 days ending at its latest price: ≤ 200 chart points, open, last, high, low and change.",
  }),
} as const;

/** Console: admins (or a feed acting as one) add price points. */
export const coinConsoleRoutes = {
  addPrices: defineRoute({
    method: 'POST',
    path: '/console/coins/prices',
    ...CONSOLE_ADMINS,
    input: AddCoinPricesSchema,
    output: AddCoinPricesResultSchema,
    errors: [],
    summary:
      'Adds up to 1000 price points of a coin; a point for a time already stored is kept (idempotent), audited.',
  }),
} as const;
