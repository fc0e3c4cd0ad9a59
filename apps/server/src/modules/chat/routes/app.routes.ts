import { chatConsoleRoutes, chatRoutes, serviceDeskRoutes } from '@cloudmall/contract/chat';
import type { FastifyRequest } from 'fastify';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { AnnouncementsService } from '../announcements.service.ts';
import type { ChatService } from '../chat.service.ts';
import type { CustomerService } from '../customer-service.service.ts';
import type { NoticesService } from '../notices.service.ts';
import type { ServiceDesk } from '../service-desk.service.ts';
import { replyLanguage } from '../service-replies.ts';

const languageOf = (request: FastifyRequest) =>
  replyLanguage(String(request.headers.lang ?? request.headers['accept-language'] ?? ''));

/** What the chat routes use of the module. */
export interface ChatRouteServices {
  messages: ChatService;
  notices: NoticesService;
  announcements: AnnouncementsService;
  service: CustomerService;
  desk: ServiceDesk;
}

/** Chat, notices and customer-service routes: one line per route. */
export const registerChatRoutes: RouteFile<ChatRouteServices> = (app, bind, chat) => {
  const { messages, notices, service } = chat;
  bind(app, chatRoutes.send, ({ auth, input }) => messages.send(auth.userId, input));
  bind(app, chatRoutes.state, async () => ({ online: true }));
  bind(app, chatRoutes.shake, ({ auth, input }) =>
    messages.shake(
      auth && { userId: auth.userId, session: { id: auth.sessionId, expiresAt: auth.expiresAt } },
      input.client_id,
    ),
  );
  bind(app, chatRoutes.shopChat, ({ auth, input }) => messages.shopChat(auth.userId, input.id));
  bind(app, chatRoutes.lists, ({ auth }) => messages.lists(auth.userId));
  bind(app, chatRoutes.party, ({ input }) => messages.partyOf(input.id));
  bind(app, chatRoutes.history, ({ auth, input }) => messages.history(auth.userId, input));
  bind(app, chatRoutes.del, ({ auth, input }) => messages.del(auth.userId, input.id));
  bind(app, chatRoutes.read, ({ auth, input }) => messages.read(auth.userId, input.id));
  bind(app, chatRoutes.clear, ({ auth, input }) => messages.clear(auth.userId, input.id));
  bind(app, chatRoutes.noticeCounts, async ({ auth }) => {
    const [byType, chatUnread] = await Promise.all([
      notices.unreadByType(auth.userId),
      messages.unreadCount(auth.userId),
    ]);
    return {
      order: byType.get('order') ?? 0,
      notice: byType.get('notice') ?? 0,
      system: byType.get('system') ?? 0,
      logistics: byType.get('logistics') ?? 0,
      chat: chatUnread,
    };
  });
  bind(app, chatRoutes.notices, ({ auth, input, language }) =>
    notices.page(auth.userId, input, language),
  );
  bind(app, chatRoutes.noticeList, ({ auth, input, language }) =>
    notices.page(auth.userId, input, language),
  );
  bind(app, chatRoutes.readNotices, ({ auth, input }) => notices.markRead(auth.userId, input.type));
  bind(app, chatRoutes.service, ({ auth, input, request }) =>
    service.ask(auth.userId, input, languageOf(request)),
  );
  bind(app, chatRoutes.serviceHistory, ({ auth, request }) =>
    service.history(auth.userId, languageOf(request)),
  );
  bind(app, chatRoutes.help, ({ language }) => service.helpArticles(language));
  bind(app, chatConsoleRoutes.serviceReply, ({ auth, input }) => service.reply(auth.userId, input));
  bind(app, chatConsoleRoutes.serviceQueue, ({ auth, input }) =>
    chat.desk.queue(auth.userId, input),
  );
  bind(app, serviceDeskRoutes.conversation, ({ input, request }) =>
    chat.desk.conversation(service, input.user_id, languageOf(request)),
  );
  bind(app, serviceDeskRoutes.member, ({ input }) => chat.desk.member(input.ref));
  bind(app, chatConsoleRoutes.announce, ({ auth, input }) =>
    chat.announcements.announce(auth.userId, input),
  );
};
