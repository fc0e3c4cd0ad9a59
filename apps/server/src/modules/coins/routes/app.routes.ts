import { coinConsoleRoutes, coinRoutes } from '@cloudmall/contract/coins';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CoinsService } from '../coins.service.ts';

/** Coin routes for members and guests, and the admin console's price feed: one line per route. */
export const registerCoinRoutes: RouteFile<CoinsService> = (app, bind, service) => {
  bind(app, coinRoutes.lists, ({ language }) => service.list(language));
  bind(app, coinRoutes.prices, ({ input, language }) =>
    service.prices(input.coin_id, input.days as 3 | 7 | 30, language),
  );
  bind(app, coinConsoleRoutes.addPrices, ({ auth, input }) =>
    service.addPrices(auth.userId, input.coin_id, input.points),
  );
};
