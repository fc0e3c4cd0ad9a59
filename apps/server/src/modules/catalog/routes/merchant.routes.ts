import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { MerchantGoodsService } from '../merchant-goods.service.ts';

/** The merchant console's goods routes (the caller's own shop): one line per route. */
export const registerMerchantGoodsRoutes: RouteFile<MerchantGoodsService> = (app, bind, goods) => {
  bind(app, merchantGoodsRoutes.goodsList, ({ input, auth, language }) =>
    goods.list(auth.userId, input, language),
  );
  bind(app, merchantGoodsRoutes.goodsDetail, ({ input, auth }) =>
    goods.detail(auth.userId, input.id),
  );
  bind(app, merchantGoodsRoutes.goodsSave, ({ input, auth }) => goods.save(auth.userId, input));
  bind(app, merchantGoodsRoutes.goodsStatus, ({ input, auth }) =>
    goods.setStatus(auth.userId, input),
  );
};
