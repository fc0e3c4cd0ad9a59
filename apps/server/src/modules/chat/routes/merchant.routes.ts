import { merchantChatRoutes } from '@cloudmall/contract/chat';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopInboxService } from '../shop-inbox.service.ts';

/** The merchant console's chat inbox: one line per route, the caller's shop only. */
export const registerMerchantChatRoutes: RouteFile<ShopInboxService> = (app, bind, inbox) => {
  bind(app, merchantChatRoutes.conversations, ({ auth, input }) =>
    inbox.conversations(auth.userId, input),
  );
  bind(app, merchantChatRoutes.history, ({ auth, input }) => inbox.history(auth.userId, input));
  bind(app, merchantChatRoutes.send, ({ auth, input }) => inbox.send(auth.userId, input));
  bind(app, merchantChatRoutes.read, ({ auth, input }) => inbox.read(auth.userId, input.id));
};
