import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { SettingsService } from '../settings/index.ts';
import { createChatService } from './chat.service.ts';
import { createCustomerService } from './customer-service.service.ts';
import { createAnnouncementsService } from './announcements.service.ts';
import { createNoticesService } from './notices.service.ts';
import type { GoodsCards, ChatMembers } from './ports.ts';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  members: ChatMembers;
  goods: GoodsCards;
  counters: CounterStore;
  settings: SettingsService;
}

/** Member-to-member chat, stored notices with pushes, and customer service. */
export function createChatModule(deps: ChatDeps) {
  return {
    messages: createChatService(deps),
    notices: createNoticesService(deps),
    announcements: createAnnouncementsService(deps),
    service: createCustomerService(deps),
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
export type { NewNotice } from './notices.service.ts';
export { registerChatRoutes } from './routes/app.routes.ts';
