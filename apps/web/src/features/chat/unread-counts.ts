import type { ChatListEntry } from '@cloudmall/contract/chat';
import { useStatisticsStore } from '../../stores/statistics-store';
import { useUserStore } from '../../stores/user-store';
import type { NoticeCounts } from './chat-types';

/** The unread counters of spec §4: statistics `notice` {order, notice, chat} plus the muted chat counter. */
export interface UnreadCounts {
  order: number;
  notice: number;
  chat: number;
  /** Chat messages that arrived while the notice flag was off (not in the badge). */
  mutedChat: number;
}

const ZERO: UnreadCounts = { order: 0, notice: 0, chat: 0, mutedChat: 0 };
const atLeastZero = (value: number) => Math.max(0, value);

/** A chat push adds one to `chat`, or to `mutedChat` when the notice flag is off. */
export function countChatPush(counts: UnreadCounts, noticeFlagOn: boolean): UnreadCounts {
  return noticeFlagOn
    ? { ...counts, chat: counts.chat + 1 }
    : { ...counts, mutedChat: counts.mutedChat + 1 };
}

/** Order and notice pushes add one to their own counter. */
export function countNoticePush(counts: UnreadCounts, type: 'order' | 'notice'): UnreadCounts {
  return { ...counts, [type]: counts[type] + 1 };
}

/**
 * A deleted (or read) conversation takes its unread count away: from `chat` first, the rest from
 * `mutedChat` (which counter each message went to is not recorded per conversation). Never below 0.
 */
export function subtractConversation(counts: UnreadCounts, count: number): UnreadCounts {
  const fromChat = Math.min(counts.chat, atLeastZero(count));
  return {
    ...counts,
    chat: counts.chat - fromChat,
    mutedChat: atLeastZero(counts.mutedChat - (count - fromChat)),
  };
}

/** Mark-all-read zeroes every counter. */
export function zeroCounts(): UnreadCounts {
  return { ...ZERO };
}

/**
 * The true counts from the server, split the way pushes arrive: `order` notices are pushed as
 * `order`; account, system and delivery notices as `notice`. Chat is the sum of the conversations'
 * unread counts; muted chat messages stay muted while the server still counts them.
 */
export function countsFromServer(
  server: NoticeCounts,
  conversations: ChatListEntry[],
  current: UnreadCounts,
): UnreadCounts {
  const chatTotal = conversations.reduce((sum, entry) => sum + atLeastZero(entry.count), 0);
  const mutedChat = Math.min(current.mutedChat, chatTotal);
  return {
    order: server.order,
    notice: server.notice + server.system + server.logistics,
    chat: chatTotal - mutedChat,
    mutedChat,
  };
}

/** The counters as the statistics store holds them. */
export function readUnread(): UnreadCounts {
  const { notice, mutedChat } = useStatisticsStore.getState();
  return { ...notice, mutedChat };
}

function write(counts: UnreadCounts): void {
  const { mutedChat, ...notice } = counts;
  useStatisticsStore.getState().patchNotice(notice, mutedChat);
}

/** The spec §4 transitions applied to the statistics store (saved on every edit). */
export const unread = {
  chatPush: () => write(countChatPush(readUnread(), useUserStore.getState().pushs)),
  noticePush: (type: 'order' | 'notice') => write(countNoticePush(readUnread(), type)),
  conversationCleared: (count: number) => write(subtractConversation(readUnread(), count)),
  allRead: () => write(zeroCounts()),
  fromServer: (server: NoticeCounts, conversations: ChatListEntry[]) =>
    write(countsFromServer(server, conversations, readUnread())),
};
