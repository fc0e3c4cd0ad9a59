import { distributorConsoleRoutes, distributorRoutes } from '@cloudmall/contract/vip';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { DistributorsService } from '../distributors.service.ts';
import type { WaterCardsService } from '../water-cards.service.ts';

/** Distributor and water-card routes: one line per route. */
export const registerDistributorRoutes: RouteFile<{
  distributors: DistributorsService;
  cards: WaterCardsService;
}> = (app, bind, { distributors, cards }) => {
  const d = distributorRoutes;
  const c = distributorConsoleRoutes;
  bind(app, d.status, ({ auth }) => distributors.status(auth.userId));
  bind(app, d.apply, ({ auth, input }) => distributors.apply(auth.userId, input));
  bind(app, d.faces, () => cards.faces(true));
  bind(app, d.buy, ({ auth, input }) => cards.buy(auth.userId, input));
  bind(app, d.cards, ({ auth, input }) => cards.mine(auth.userId, input));
  bind(app, d.redeem, ({ auth, input }) => cards.redeem(auth.userId, input));
  bind(app, d.redeemed, ({ auth, input }) => cards.redeemed(auth.userId, input));
  bind(app, c.applications, ({ input }) => distributors.applications(input));
  bind(app, c.approve, ({ auth, input }) => distributors.approve(auth.userId, input));
  bind(app, c.refuse, ({ auth, input }) => distributors.refuse(auth.userId, input));
  bind(app, c.faces, () => cards.faces(false));
  bind(app, c.saveFace, ({ auth, input }) => cards.saveFace(auth.userId, input));
  bind(app, c.cards, ({ input }) => cards.all(input));
  bind(app, c.myCards, ({ auth, input }) => cards.mine(auth.userId, input));
};
