import type { Page } from '@cloudmall/contract';
import type {
  ChatListEntry,
  ChatMessage,
  ChatMessageBody,
  ChatSendBody,
  ChatSendInput,
  ShopChat,
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

  /** The body and recipient of either message shape; the stock client's `form` must be the caller. */
  function flatten(fromUserId: number, input: ChatSendInput) {
    if (!('message' in input)) return input;
    if (input.form.id !== fromUserId) throw errors.forbidden();
    return { to_id: input.to_id, shop_id: input.shop_id, ...input.message };
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
    async send(fromUserId: number, sent: ChatSendInput): Promise<ChatMessage> {
      const input = flatten(fromUserId, sent);
      if (input.to_id === fromUserId) throw errors.chatSelfNotAllowed();
      if (!(await members.findMember(String(input.to_id)))) throw errors.chatUserNotFound();
      const { messagesPerMinute } = await settings.get('chat.limits');
      if ((await counters.increment(`chat:send:${fromUserId}`, 60)) > messagesPerMinute)
        throw errors.rateLimited();
      const body = await bodyOf(input);
      // A shop owner writes as their shop: the stock client files the chat under `form.shop_id`.
      const shopId = input.shop_id ?? (await shops?.shopOfUser(fromUserId))?.id ?? null;
      const row = await chatRepository.insert(db, {
        fromUserId,
        toUserId: input.to_id,
        shopId,
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

    /**
     * Binds a socket client to the member, then pushes the messages they missed in the last week; a
     * guest's client stays unbound (it hears nothing personal). Answers the client id.
     */
    async shake(
      caller: { userId: number; session: { id: number; expiresAt: Date } } | null,
      clientId: string,
    ): Promise<string> {
      if (!caller) return clientId;
      const { userId, session } = caller;
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
      return clientId;
    },

    /** The shop a chat opens with: its owner answers; a shop owner does not chat with their own shop. */
    async shopChat(userId: number, shopId: number): Promise<ShopChat> {
      const shop = await shops?.shopById?.(shopId);
      if (!shop) throw errors.shopNotFound();
      if (shop.user_id === userId) throw errors.chatSelfNotAllowed();
      const online = await realtime.isOnline(shop.user_id);
      return {
        id: shop.id,
        user_id: shop.user_id,
        shopname: shop.shopname,
        avatar: shop.avatar,
        isOnline: online ? 1 : 0,
      };
    },

    /** Who a conversation is with: a shop owner as the shop (with its id), a member as themself. */
    async partyOf(otherId: number): Promise<Party & { shop_id?: number }> {
      const shop = await shops?.shopOfUser(otherId);
      if (!shop && !(await members.findMember(String(otherId)))) throw errors.chatUserNotFound();
      return { ...(await party(otherId)), ...(shop ? { shop_id: shop.id } : {}) };
    },

    /** The member's conversations, newest first, with unread counts; one with a shop owner is the shop's. */
    async lists(userId: number): Promise<ChatListEntry[]> {
      const rows = await chatRepository.conversations(db, userId, 100);
      return Promise.all(
        rows.map(async (row) => {
          const other = await party(row.other);
          const shop = await shops?.shopOfUser(row.other);
          return {
            // The stock client opens a conversation by its shop (`getShopChat`); `user_id` is the member.
            id: shop?.id ?? row.other,
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

    /**
     * Messages with one member (only the two parties ever read them), after anything the member
     * cleared: page 1 is the newest, each page oldest first.
     */
    async history(
      userId: number,
      query: { id?: number; to_id?: number; before_id?: number; page: number; limit: number },
    ): Promise<Page<ChatMessage>> {
      const otherId = (query.id ?? query.to_id)!;
      const afterId = await chatRepository.hiddenUpTo(db, userId, otherId);
      const { rows, total } = await chatRepository.history(db, userId, otherId, {
        afterId,
        beforeId: query.before_id,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const parties = new Map([
        [userId, await party(userId)],
        [otherId, await party(otherId)],
      ]);
      return {
        total,
        per_page: query.limit,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        data: rows.map((row) => toChatMessage(row, parties.get(row.fromUserId)!)),
      };
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
