import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { type ChatServiceDeps, createChatService } from './chat.service.ts';
import { createCustomerService } from './customer-service.service.ts';
import { createServiceDesk } from './service-desk.service.ts';
import { createAnnouncementsService } from './announcements.service.ts';
import { createNoticesService } from './notices.service.ts';
import type { NewNotice } from './notices.service.ts';
import { chatSettings } from './chat.settings.ts';
import { registerChatRoutes } from './routes/app.routes.ts';
import { registerMerchantChatRoutes } from './routes/merchant.routes.ts';
import { createShopInboxService } from './shop-inbox.service.ts';
import { createHelpAdminService } from './help-admin.service.ts';
import { registerHelpConsoleRoutes } from './routes/help-console.routes.ts';

export interface ChatDeps extends ChatServiceDeps {
  /** Ids of customer-service agents and admins (their desks get `service_desk` pushes). */
  agents?: () => Promise<number[]>;
}

/** Member-to-member chat, stored notices with pushes, and customer service. */
export function createChatModule(deps: ChatDeps) {
  const desk = createServiceDesk(deps);
  const messages = createChatService(deps);
  const helpAdmin = createHelpAdminService(deps);
  const module = defineModule({
    name: 'chat',
    messages,
    /** The merchant console's inbox: the shop owner's conversations, answered as the shop. */
    inbox: createShopInboxService({ messages, shops: deps.shops }),
    notices: createNoticesService(deps),
    announcements: createAnnouncementsService(deps),
    service: createCustomerService({ ...deps, onDesk: desk.tellAgents }),
    desk,
    helpAdmin,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerChatRoutes(app, bind, module);
      registerMerchantChatRoutes(app, bind, module.inbox);
      registerHelpConsoleRoutes(app, bind, helpAdmin);
    },
    settings: chatSettings,
  });
  return module;
}

/** Stores a notice for a member and pushes it: the one port every module that tells members something gets. */
export type NotifyPort = (userId: number, notice: NewNotice) => Promise<void>;

/** The notify port, built once; `chat` is read on each call, so modules built before chat may hold it. */
export const notifyPortOf =
  (chat: () => ChatModule): NotifyPort =>
  (userId, notice) =>
    chat().notices.notify(userId, notice);

export type ChatModule = ReturnType<typeof createChatModule>;
export type { NewNotice } from './notices.service.ts';
export { chatSettings } from './chat.settings.ts';
