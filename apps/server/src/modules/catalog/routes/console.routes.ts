import { merchantCatalogRoutes } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopDeskService } from '../shop-desk.service.ts';

/** The merchant console's reviews and shop profile: one line per route, the caller's shop only. */
export const registerMerchantCatalogRoutes: RouteFile<ShopDeskService> = (app, bind, desk) => {
  bind(app, merchantCatalogRoutes.reviews, ({ auth, input }) => desk.reviews(auth.userId, input));
  bind(app, merchantCatalogRoutes.replyReview, ({ auth, input }) => desk.reply(auth.userId, input));
  bind(app, merchantCatalogRoutes.shop, ({ auth }) => desk.profile(auth.userId));
  bind(app, merchantCatalogRoutes.updateShop, ({ auth, input }) =>
    desk.updateProfile(auth.userId, input),
  );
};
