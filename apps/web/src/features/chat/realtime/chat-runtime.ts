/**
 * The chat side of the push socket, loaded lazily by `app/socket-lifecycle.ts`: binds the socket to
 * the member (`shake`), loads the true unread counts, and handles `chat`, `service`, `order` and
 * `notice` pushes (validated with the contract; invalid ones are ignored).
 */
import {
  ChatMessageSchema,
  NoticePushSchema,
  ServiceMessageSchema,
  type ChatMessage,
} from '@cloudmall/contract/chat';
import { toast } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n';
import type { SocketClient } from '../../../lib/socket';
import { useUiStore } from '../../../stores/ui-store';
import { useUserStore } from '../../../stores/user-store';
import {
  fetchChatState,
  fetchConversations,
  fetchNoticeCounts,
  shakeClient,
} from '../api/chat-api';
import { otherPartyOf, storeMessage } from '../chat-history';
import { applyMessage } from '../conversations';
import { useChatStore } from '../stores/chat-store';
import { unread } from '../unread-counts';
import { alertPush } from './alerts';
import { chatEvents } from '../../../lib/realtime/chat-events';

/**
 * Spec §4: asked before reconnecting. When the service says it is down the member is told (the socket
 * stops retrying); a failed call rejects, and the socket retries anyway.
 */
export async function isChatServiceUp(): Promise<boolean> {
  const { online } = await fetchChatState();
  if (!online) toast.fail(i18next.t('common:socket.unavailable'));
  return online;
}

let loading: Promise<void> | undefined;

/** Loads `noticeCounts` and `lists` and makes them the truth (store and statistics); one load at a time. */
export function loadUnreadCounts(): Promise<void> {
  loading ??= (async () => {
    const member = useUserStore.getState().id;
    useChatStore.setState((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const [counts, conversations] = await Promise.all([
        fetchNoticeCounts(),
        fetchConversations(),
      ]);
      const user = useUserStore.getState();
      if (!user.isLogin || user.id !== member) return; // logged out meanwhile
      useChatStore.setState({
        conversations,
        noticeCounts: counts,
        status: 'ready',
        error: undefined,
      });
      unread.fromServer(counts, conversations);
    } catch (error) {
      useChatStore.setState((state) => ({
        status: state.status === 'ready' ? 'ready' : 'error',
        error,
      }));
      throw error;
    }
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

/** Binds this socket client to the member; the server pushes missed messages, then counts reload. */
export async function shake(clientId: string): Promise<void> {
  try {
    await shakeClient(clientId);
  } catch (error) {
    console.warn('Chat: binding the socket to the member failed', error);
  }
  await loadUnreadCounts();
}

let detach: (() => void) | undefined;

/**
 * Follows the session for the socket (attached once a member's start-up token check answered): while
 * logged in it loads the true unread counts (once per member) and binds every new client id with
 * `shake` (after `init`, and again after a login). Answers how to stop following.
 */
export function attachChat(client: Pick<SocketClient, 'clientId' | 'subscribe'>): () => void {
  detach?.();
  let counted = 0;
  let shaken = '';
  const sync = () => {
    const { isLogin, id } = useUserStore.getState();
    if (!isLogin || !useUiStore.getState().sessionChecked) {
      counted = 0;
      shaken = '';
      return;
    }
    const clientId = client.clientId();
    const quietly = (work: Promise<void>) =>
      void work.catch((error: unknown) => console.warn('Chat: unread counts not loaded', error));
    if (clientId && shaken !== `${id}:${clientId}`) {
      shaken = `${id}:${clientId}`;
      counted = id; // shake reloads the counts once the missed messages are in
      quietly(shake(clientId));
    } else if (counted !== id) {
      counted = id;
      quietly(loadUnreadCounts());
    }
  };
  const stops = [
    useUserStore.subscribe(sync),
    useUiStore.subscribe(sync),
    client.subscribe((message) => {
      if (message.type === 'init') sync();
    }),
  ];
  sync();
  detach = () => stops.forEach((stop) => stop());
  return detach;
}

function receiveChat(message: ChatMessage): void {
  const { id: me, isLogin } = useUserStore.getState();
  if (!isLogin) return;
  const other = otherPartyOf(message, me);
  const incoming = message.form.id !== me;
  const open = useChatStore.getState().activeId === other;
  storeMessage(me, message);
  useChatStore.setState((state) => ({
    conversations: applyMessage(state.conversations, message, me, { read: open }),
  }));
  if (incoming && !open) unread.chatPush();
  chatEvents.emit('chat', message);
  if (incoming) alertPush('chat');
}

function ignore(type: string, issues: unknown): void {
  if (import.meta.env.DEV) console.warn(`Chat: ignored an invalid "${type}" push`, issues);
}

/** Validates one push and dispatches it: stores, counters, live pages, sound and vibration. */
export function handlePush(raw: { type: string }): void {
  if (raw.type === 'chat') {
    const parsed = ChatMessageSchema.safeParse(raw);
    if (parsed.success) receiveChat(parsed.data);
    else ignore(raw.type, parsed.error.issues);
  } else if (raw.type === 'service') {
    const parsed = ServiceMessageSchema.safeParse(raw);
    if (!parsed.success) return ignore(raw.type, parsed.error.issues);
    chatEvents.emit('service', parsed.data);
    alertPush('service');
  } else if (raw.type === 'order' || raw.type === 'notice') {
    const parsed = NoticePushSchema.safeParse(raw);
    if (!parsed.success || !useUserStore.getState().isLogin)
      return ignore(raw.type, parsed.error?.issues);
    unread.noticePush(parsed.data.type);
    chatEvents.emit('notice', parsed.data);
    alertPush(parsed.data.type);
  }
}
