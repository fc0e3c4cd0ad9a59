import { catalogRoutes } from '@cloudmall/contract/catalog';
import { chatRoutes } from '@cloudmall/contract/chat';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { useUserStore } from '../../../stores/user-store';
import type { NoticeType } from '../chat-types';
import { silentQuery } from '../../../lib/queries/silent-query';

/** Notices per page. */
export const NOTICE_PAGE_SIZE = 15;

/** Keys carry the member id, so a second member on the same device never sees the first one's cache. */
const member = () => useUserStore.getState().id;

export const chatKeys = {
  all: ['chat'] as const,
  notices: (type: NoticeType) => ['chat', member(), 'notices', type] as const,
  serviceHistory: () => ['chat', member(), 'service-history'] as const,
  help: () => ['chat', 'help'] as const,
  shop: (shopId: number) => ['chat', 'shop', shopId] as const,
  party: (userId: number) => ['chat', 'party', userId] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const chatQueries = {
  /** The shop a conversation is with (its name and avatar head the chat). */
  shop: (shopId: number) =>
    silentQuery(chatKeys.shop(shopId), catalogRoutes.shop, { id: shopId }, 5 * 60_000),
  /** Who a conversation opened without a shop is with: a shop owner answers as the shop. */
  party: (userId: number) =>
    silentQuery(chatKeys.party(userId), chatRoutes.party, { id: userId }, 5 * 60_000),
  notices: (type: NoticeType) => ({
    ...pagedQuery(chatKeys.notices(type), chatRoutes.notices, { type }, NOTICE_PAGE_SIZE),
    staleTime: 0,
  }),
  serviceHistory: () => silentQuery(chatKeys.serviceHistory(), chatRoutes.serviceHistory, {}, 0),
  help: () => silentQuery(chatKeys.help(), chatRoutes.help, {}, 5 * 60_000),
};
