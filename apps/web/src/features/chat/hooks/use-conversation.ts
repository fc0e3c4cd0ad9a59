import type { ChatMessage } from '@cloudmall/contract/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@cloudmall/client';
import { useUserStore } from '../../../stores/user-store';
import { fetchChatHistory } from '../api/chat-api';
import {
  mergeMessages,
  mergeServerPage,
  otherPartyOf,
  readConversation,
  storeMessage,
  writeConversation,
} from '../chat-history';
import { markConversationRead } from '../conversation-actions';
import { chatEvents } from '../../../lib/realtime/chat-events';
import { useChatStore } from '../stores/chat-store';

/** Messages per history page. */
export const HISTORY_PAGE = 30;

export interface OlderState {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** The newest page has not arrived yet (a failure then retries it, not an older page). */
  initial: boolean;
}

/**
 * One conversation: the stored history at once, merged with the server's newest page (deduplicated),
 * older pages on demand, live `chat` pushes appended and read. While mounted the conversation is the
 * open one, so its pushes do not count as unread.
 */
export function useConversation(otherId: number) {
  const me = useUserStore((state) => state.id);
  const [messages, setMessages] = useState<ChatMessage[]>(() => readConversation(me, otherId));
  const [older, setOlder] = useState<OlderState>({
    hasMore: false,
    loading: true,
    failed: false,
    initial: true,
  });
  const [attempt, setAttempt] = useState(0);
  const loadingOlder = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchChatHistory(otherId, HISTORY_PAGE, undefined, controller.signal).then(
      (page) => {
        writeConversation(
          me,
          otherId,
          mergeServerPage(readConversation(me, otherId), page, HISTORY_PAGE),
        );
        // pushes that arrived meanwhile stay
        setMessages((current) => mergeServerPage(current, page, HISTORY_PAGE));
        setOlder({
          hasMore: page.length >= HISTORY_PAGE,
          loading: false,
          failed: false,
          initial: false,
        });
      },
      (error: unknown) => {
        if (!isAbortError(error))
          setOlder({ hasMore: false, loading: false, failed: true, initial: true });
      },
    );
    return () => controller.abort();
  }, [me, otherId, attempt]);

  useEffect(() => {
    useChatStore.setState({ activeId: otherId });
    void markConversationRead(otherId);
    const stop = chatEvents.on('chat', (message) => {
      if (otherPartyOf(message, me) !== otherId) return;
      setMessages((current) => mergeMessages(current, [message]));
      if (message.form.id !== me) void markConversationRead(otherId);
    });
    return () => {
      stop();
      if (useChatStore.getState().activeId === otherId)
        useChatStore.setState({ activeId: undefined });
    };
  }, [me, otherId]);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0]?.id;
    if (loadingOlder.current || !older.hasMore || oldest === undefined) return;
    loadingOlder.current = true;
    setOlder((state) => ({ ...state, loading: true, failed: false }));
    try {
      const page = await fetchChatHistory(otherId, HISTORY_PAGE, oldest);
      setMessages((current) => mergeMessages(page, current));
      setOlder({
        hasMore: page.length >= HISTORY_PAGE,
        loading: false,
        failed: false,
        initial: false,
      });
    } catch {
      setOlder((state) => ({ ...state, loading: false, failed: true }));
    } finally {
      loadingOlder.current = false;
    }
  }, [messages, older.hasMore, otherId]);

  /** After a failure: the newest page again, or the older page that failed. */
  const retry = useCallback(() => {
    if (older.initial) {
      setOlder((state) => ({ ...state, loading: true, failed: false }));
      setAttempt((count) => count + 1);
    } else void loadOlder();
  }, [loadOlder, older.initial]);

  /** A message the member sent: shown and stored with its conversation (last 96 plus the new one). */
  const addSent = useCallback(
    (message: ChatMessage) => {
      setMessages((current) => mergeMessages(current, [message]));
      storeMessage(me, message);
    },
    [me],
  );

  return { me, messages, older, loadOlder, retry, addSent };
}
