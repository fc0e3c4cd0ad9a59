import { useUserStore } from '../../stores/user-store';
import { deleteConversation, markChatRead, markNoticesRead } from './api/chat-api';
import { removeConversation } from './chat-history';
import { clearCount } from './conversations';
import { loadUnreadCounts } from './realtime/chat-runtime';
import { useChatStore } from './stores/chat-store';
import { unread } from './unread-counts';

/** Deletes a conversation on the server, then locally: its history, its row, and its unread count. */
export async function deleteConversationEverywhere(id: number): Promise<void> {
  await deleteConversation(id);
  removeConversation(useUserStore.getState().id, id);
  const { cleared } = clearCount(useChatStore.getState().conversations, id);
  useChatStore.setState((state) => ({
    conversations: state.conversations.filter((item) => item.user_id !== id),
  }));
  unread.conversationCleared(cleared);
}

/** Mark-all-read: every conversation and notice read on the server, then every count zeroed. */
export async function markEverythingRead(): Promise<void> {
  await Promise.all([markChatRead(), markNoticesRead()]);
  useChatStore.setState((state) => ({
    conversations: state.conversations.map((item) => (item.count ? { ...item, count: 0 } : item)),
    noticeCounts: state.noticeCounts && { order: 0, notice: 0, system: 0, logistics: 0, chat: 0 },
  }));
  unread.allRead();
}

/**
 * An opened conversation (or a message arriving in it) is read: its count leaves the counters at
 * once, and the server is told. When the list was not loaded the counts are reloaded afterwards.
 */
export async function markConversationRead(id: number): Promise<void> {
  const { list, cleared } = clearCount(useChatStore.getState().conversations, id);
  if (cleared) {
    useChatStore.setState({ conversations: list });
    unread.conversationCleared(cleared);
  }
  try {
    await markChatRead(id);
    if (useChatStore.getState().status !== 'ready') await loadUnreadCounts();
  } catch {
    // the next count load corrects the numbers
  }
}
