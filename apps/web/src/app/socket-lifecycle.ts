import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/toast';
import { setActiveSocket } from '../lib/active-socket';
import { env } from '../lib/env';
import { i18next } from '../lib/i18n';
import { loginPath } from '../lib/safe-redirect';
import {
  bindSocketToVisibility,
  createSocketClient,
  socketUrl,
  type ServerMessage,
} from '../lib/socket';
import { clearSession } from '../stores/session';
import { useUiStore } from '../stores/ui-store';
import { useUserStore } from '../stores/user-store';
import { chatEvents } from '../lib/realtime/chat-events';
import type * as ChatRuntime from '../features/chat/realtime/chat-runtime';
import { followChanges } from './live-refresh';

/** The chat runtime (contract schemas, stores, sounds) loads on first need, outside the start-up bundle. */
let chatRuntime: Promise<typeof ChatRuntime> | undefined;
const loadChat = () => (chatRuntime ??= import('../features/chat/realtime/chat-runtime'));
const withChat = (use: (chat: typeof ChatRuntime) => unknown) =>
  loadChat()
    .then(use)
    .catch((error: unknown) => console.error(error));

/** Pushes handled by the chat runtime; `live` goes straight to the open live room over the chat event bus. */
const CHAT_PUSHES = new Set(['chat', 'service', 'order', 'notice']);

/** The id a `user_login` push names, if any (`user_id`, or `id`). */
function kickedUserId(message: ServerMessage): number | undefined {
  const value = message.user_id ?? message.id;
  return typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : undefined;
}

/**
 * Spec §4 single-session kick: `user_login` for this member (a login elsewhere) clears the stored user
 * and statistics, closes the socket and returns to the login page.
 */
function handleUserLogin(
  message: ServerMessage,
  close: () => void,
  navigate: (path: string) => void,
): void {
  const { isLogin, id } = useUserStore.getState();
  const target = kickedUserId(message);
  if (!isLogin || (target !== undefined && target !== id)) return;
  clearSession();
  close();
  toast.info(i18next.t('common:session.kicked'));
  navigate(loginPath());
}

/**
 * Starts the push socket: open while the app is visible (bound to the member once logged in). A
 * dropped socket asks chat state first, then reconnects at most 3 times with a toast per attempt.
 * Change pushes, and every reconnect, reload the queries they concern (`followChanges`).
 */
export function startSocket(
  navigate: (path: string) => void,
  queryClient?: QueryClient,
): () => void {
  const client = createSocketClient({
    url: socketUrl(window.location, env.socketPath),
    onReconnecting: (attempt, max) =>
      toast.info(i18next.t('common:socket.reconnecting', { attempt, max })),
    onBlocked: () => console.warn('Socket: reconnects exhausted; this client may be blocked.'),
    checkBeforeReconnect: () => loadChat().then((chat) => chat.isChatServiceUp()),
  });
  // pushes are handled in arrival order, even while the runtime is still loading
  let pushes: Promise<unknown> = Promise.resolve();
  client.subscribe((message) => {
    if (message.type === 'user_login') handleUserLogin(message, client.close, navigate);
    else if (CHAT_PUSHES.has(message.type))
      pushes = pushes.then(() => withChat((chat) => chat.handlePush(message)));
    else if (message.type === 'live') chatEvents.emit('live', message);
  });
  // once a member's start-up token check has answered, the chat runtime binds the socket (shake) and loads the unread counts
  const attach = () => {
    if (!useUserStore.getState().isLogin || !useUiStore.getState().sessionChecked) return;
    stopWatching();
    void withChat((chat) => chat.attachChat(client));
  };
  const watching = [useUserStore.subscribe(attach), useUiStore.subscribe(attach)];
  const stopFollowing = queryClient
    ? followChanges(client, queryClient, () => useUserStore.getState().isLogin)
    : () => undefined;
  const stopWatching = () => watching.forEach((stop) => stop());
  attach();
  setActiveSocket(client);
  const unbind = bindSocketToVisibility(client);
  return () => {
    stopWatching();
    stopFollowing();
    unbind();
  };
}
