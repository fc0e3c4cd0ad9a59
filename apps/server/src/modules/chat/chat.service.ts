import type {
  ChatListEntry,
  ChatMessage,
  ChatMessageBody,
  ChatSendBody,
} from '@cloudmall/contract/chat';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { SettingsService } from '../settings/index.ts';
import * as errors from './chat.errors.ts';
import { type Party, previewOf, toChatMessage } from './chat.mapper.ts';
import { chatRepository } from './chat.repository.ts';
import type { GoodsCards, ChatMembers, ShopFaces } from './ports.ts';

const FLUSH_WINDOW_MS = 7 * 86_400_000;

export type ChatService = ReturnType<typeof createChatService>;

export interface ChatServiceDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  members: ChatMembers;
  goods: GoodsCards;
  /** Optional: without it a shop owner shows as the member they are. */
  shops?: ShopFaces;
  counters: CounterStore;
  settings: SettingsService;
}

export function createChatService(deps: ChatServiceDeps) {
  const { db, clock, realtime, members, goods, shops, counters, settings } = deps;

  /** The stored body: a goods card is filled from the catalog, never from what the sender wrote. */
  async function bodyOf(input: ChatSendBody): Promise<ChatMessageBody> {
    if (input.type !== 'goods') return input;
    const [card] = await goods.cards([input.content.id]);
    if (!card) throw errors.chatGoodsNotFound();
    return {
      type: 'goods',
      content: {
        id: card.id,
        title: card.title.slice(0, 200),
        image: card.image.slice(0, 255),
        price: card.price,
      },
    };
  }

  /** Who a member is in chat: a shop owner speaks as the shop (its name and avatar). */
  async function party(userId: number): Promise<Party> {
    const shop = await shops?.shopOfUser(userId);
    if (shop) return { id: userId, name: shop.shopname, avatar: shop.avatar };
    const found = await members.findMember(String(userId));
    return { id: userId, name: found?.nickname ?? '', avatar: found?.avatar ?? '' };
  }

  return {
    /**
     * Sends a message: not to oneself, to an existing member, within the per-member rate. It is stored
     * first, then pushed to every socket of the recipient; marked delivered when they are online.
     * A goods card names an on-sale goods; its title, image and price come from the catalog.
     */
    async send(
      fromUserId: number,
      input: { to_id: number; shop_id?: number } & ChatSendBody,
    ): Promise<ChatMessage> {
      if (input.to_id === fromUserId) throw errors.chatSelfNotAllowed();
      if (!(await members.findMember(String(input.to_id)))) throw errors.chatUserNotFound();
      const { messagesPerMinute } = await settings.get('chat.limits');
      if ((await counters.increment(`chat:send:${fromUserId}`, 60)) > messagesPerMinute)
        throw errors.rateLimited();
      const body = await bodyOf(input);
      const row = await chatRepository.insert(db, {
        fromUserId,
        toUserId: input.to_id,
        shopId: input.shop_id ?? null,
        type: body.type,
        content: body.content,
      });
      const message = toChatMessage(row, await party(fromUserId));
      if (await realtime.isOnline(input.to_id)) {
        await realtime.pushToUser(input.to_id, message);
        await chatRepository.markDelivered(db, [row.id], clock.now());
      }
      return message;
    },

    /** Binds a socket client to the member, then pushes the messages they missed in the last week. */
    async shake(
      userId: number,
      session: { id: number; expiresAt: Date },
      clientId: string,
    ): Promise<{ client_id: string; delivered: number }> {
      const outcome = await realtime.bind(clientId, userId, session);
      if (outcome === 'unknown_client') throw errors.chatClientUnknown();
      if (outcome === 'other_member') throw errors.forbidden();
      const missed = await chatRepository.undelivered(
        db,
        userId,
        new Date(clock.now().getTime() - FLUSH_WINDOW_MS),
        500,
      );
      const senders = new Map<number, Party>();
      for (const row of missed) {
        if (!senders.has(row.fromUserId)) senders.set(row.fromUserId, await party(row.fromUserId));
        await realtime.pushToClient(clientId, toChatMessage(row, senders.get(row.fromUserId)!));
      }
      await chatRepository.markDelivered(
        db,
        missed.map((row) => row.id),
        clock.now(),
      );
      return { client_id: clientId, delivered: missed.length };
    },

    /** Who a conversation is with: a shop owner as the shop (with its id), a member as themself. */
    async partyOf(otherId: number): Promise<Party & { shop_id?: number }> {
      const shop = await shops?.shopOfUser(otherId);
      if (!shop && !(await members.findMember(String(otherId)))) throw errors.chatUserNotFound();
      return { ...(await party(otherId)), ...(shop ? { shop_id: shop.id } : {}) };
    },

    /** The member's conversations, newest first, with unread counts. */
    async lists(userId: number): Promise<ChatListEntry[]> {
      const rows = await chatRepository.conversations(db, userId, 100);
      return Promise.all(
        rows.map(async (row) => {
          const other = await party(row.other);
          return {
            id: row.other,
            user_id: row.other,
            name: other.name,
            avatar: other.avatar,
            content: previewOf(row.type, row.content),
            count: row.unread,
            createtime: unixSeconds(row.createdAt),
          };
        }),
      );
    },

    /** Messages with one member (only the two parties ever read them), after anything the member cleared. */
    async history(
      userId: number,
      query: { id: number; before_id?: number; limit: number },
    ): Promise<ChatMessage[]> {
      const afterId = await chatRepository.hiddenUpTo(db, userId, query.id);
      const rows = await chatRepository.history(db, userId, query.id, {
        afterId,
        beforeId: query.before_id,
        limit: query.limit,
      });
      const parties = new Map([
        [userId, await party(userId)],
        [query.id, await party(query.id)],
      ]);
      return rows.map((row) => toChatMessage(row, parties.get(row.fromUserId)!));
    },

    read: async (userId: number, otherId?: number): Promise<null> => {
      await chatRepository.markRead(db, userId, otherId, clock.now());
      return null;
    },

    /** Removes a conversation from the list; its unread messages count as read. */
    async del(userId: number, otherId: number): Promise<null> {
      await chatRepository.markRead(db, userId, otherId, clock.now());
      await chatRepository.hide(db, userId, otherId, true);
      return null;
    },

    async clear(userId: number, otherId: number): Promise<null> {
      await chatRepository.hide(db, userId, otherId, false);
      return null;
    },

    unreadCount: (userId: number) => chatRepository.unreadCount(db, userId),
  };
}
