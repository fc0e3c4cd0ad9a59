import { distributorConsoleRoutes, distributorRoutes } from '@cloudmall/contract/vip';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { DistributorsService } from '../distributors.service.ts';
import type { WaterCardsService } from '../water-cards.service.ts';

/** Distributor and water-card routes: one line per route. */
export const registerDistributorRoutes: RouteFile<{
  distributors: DistributorsService;
  cards: WaterCardsService;
}> = (app, bind, { distributors, cards }) => {
  bind(app, distributorRoutes.status, ({ auth }) => distributors.status(auth.userId));
  bind(app, distributorRoutes.apply, ({ auth, input }) => distributors.apply(auth.userId, input));
  bind(app, distributorRoutes.faces, () => cards.faces(true));
  bind(app, distributorRoutes.buy, ({ auth, input }) => cards.buy(auth.userId, input));
  bind(app, distributorRoutes.cards, ({ auth, input }) => cards.mine(auth.userId, input));
  bind(app, distributorRoutes.redeem, ({ auth, input }) => cards.redeem(auth.userId, input));
  bind(app, distributorRoutes.redeemed, ({ auth, input }) => cards.redeemed(auth.userId, input));
  bind(app, distributorConsoleRoutes.applications, ({ input }) => distributors.applications(input));
  bind(app, distributorConsoleRoutes.approve, ({ auth, input }) =>
    distributors.approve(auth.userId, input),
  );
  bind(app, distributorConsoleRoutes.refuse, ({ auth, input }) =>
    distributors.refuse(auth.userId, input),
  );
  bind(app, distributorConsoleRoutes.faces, () => cards.faces(false));
  bind(app, distributorConsoleRoutes.saveFace, ({ auth, input }) =>
    cards.saveFace(auth.userId, input),
  );
  bind(app, distributorConsoleRoutes.cards, ({ input }) => cards.all(input));
  bind(app, distributorConsoleRoutes.myCards, ({ auth, input }) => cards.mine(auth.userId, input));
};
