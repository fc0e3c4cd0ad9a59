import type { ChatListEntry } from '@cloudmall/contract/chat';
import { create } from 'zustand';
import { useUserStore } from '../../../stores/user-store';
import type { NoticeCounts } from '../chat-types';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ChatState {
  /** The Message Center's conversations, newest first (from `lists`, kept live by pushes). */
  conversations: ChatListEntry[];
  /** Unread notices per type, for the Message Center's entries. */
  noticeCounts: NoticeCounts | null;
  status: LoadStatus;
  error: unknown;
  /** The member whose conversation is open: its messages are read as they arrive. */
  activeId: number | undefined;
}

export const EMPTY_CHAT_STATE: ChatState = {
  conversations: [],
  noticeCounts: null,
  status: 'idle',
  error: undefined,
  activeId: undefined,
};

/** Chat state shared by the socket runtime and the pages; not persisted (the server is the truth). */
export const useChatStore = create<ChatState>()(() => ({ ...EMPTY_CHAT_STATE }));

// another member (or none) now: the previous member's conversations must not show
useUserStore.subscribe((state, previous) => {
  if (state.id !== previous.id || state.isLogin !== previous.isLogin)
    useChatStore.setState({ ...EMPTY_CHAT_STATE });
});
