import type { ChatListEntry, ChatMessage, ChatSendInput } from '@cloudmall/contract/chat';
import { callerShopOf } from '../../platform/caller-shop.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import type { ChatService } from './chat.service.ts';
import type { ShopFaces } from './ports.ts';

export type ShopInboxService = ReturnType<typeof createShopInboxService>;

/**
 * The shop's chat inbox in the merchant console: the shop owner's conversations, answered as the
 * shop. Pushes reach every socket of the owner, the console's too (bound with `chat/shake`).
 */
export function createShopInboxService(deps: { messages: ChatService; shops?: ShopFaces }) {
  const { messages, shops } = deps;

  const shopOf = callerShopOf(shops, 'shop_not_found');

  return {
    /** The shop's conversations (the latest 100), unread only or by member name, paged. */
    async conversations(userId: number, query: PageQuery & { unread?: 'yes'; name?: string }) {
      await shopOf(userId);
      const needle = query.name?.toLowerCase();
      // The console keys conversations by the member (`id`), whoever they are.
      const all = (await messages.lists(userId))
        .map((entry) => ({ ...entry, id: entry.user_id }))
        .filter(
          (entry: ChatListEntry) =>
            (!query.unread || entry.count > 0) &&
            (!needle || entry.name.toLowerCase().includes(needle)),
        );
      const start = offsetOf(query);
      return toPage(all.slice(start, start + query.list_rows), all.length, query);
    },

    /** History with one member, oldest first; opening it marks the member's messages read. */
    async history(
      userId: number,
      query: { id?: number; to_id?: number; before_id?: number; page: number; limit: number },
    ): Promise<ChatMessage[]> {
      await shopOf(userId);
      const { data } = await messages.history(userId, query);
      if (!query.before_id) await messages.read(userId, (query.id ?? query.to_id)!);
      return data;
    },

    /** Sends as the shop (its name and avatar, its id on the message). */
    async send(userId: number, input: ChatSendInput): Promise<ChatMessage> {
      const shop = await shopOf(userId);
      return messages.send(userId, { ...input, shop_id: shop.id });
    },

    async read(userId: number, otherId: number): Promise<null> {
      await shopOf(userId);
      return messages.read(userId, otherId);
    },
  };
}
