import { toast } from '../components/ui/toast';
import { setActiveSocket } from '../lib/active-socket';
import { env } from '../lib/env';
import { i18next } from '../lib/i18n';
import { loginPath } from '../lib/safe-redirect';
import { bindSocketToVisibility, createSocketClient, socketUrl, type ServerMessage } from '../lib/socket';
import { clearSession } from '../stores/session';
import { useUserStore } from '../stores/user-store';

/** The id a `user_login` push names, if any (`user_id`, or `id`). */
function kickedUserId(message: ServerMessage): number | undefined {
  const value = message.user_id ?? message.id;
  return typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined;
}

/**
 * Spec §4 single-session kick: `user_login` for this member (a login elsewhere) clears the stored user
 * and statistics, closes the socket and returns to the login page.
 */
function handleUserLogin(message: ServerMessage, close: () => void, navigate: (path: string) => void): void {
  const { isLogin, id } = useUserStore.getState();
  const target = kickedUserId(message);
  if (!isLogin || (target !== undefined && target !== id)) return;
  clearSession();
  close();
  toast.info(i18next.t('common:session.kicked'));
  navigate(loginPath());
}

/** Starts the push socket: open while the app is visible, toasts reconnect attempts (at most 3). */
export function startSocket(navigate: (path: string) => void): () => void {
  const client = createSocketClient({
    url: socketUrl(window.location, env.socketPath),
    onReconnecting: (attempt, max) => toast.info(i18next.t('common:socket.reconnecting', { attempt, max })),
    onBlocked: () => console.warn('Socket: reconnects exhausted; this client may be blocked.'),
  });
  client.subscribe((message) => {
    if (message.type === 'user_login') handleUserLogin(message, client.close, navigate);
  });
  setActiveSocket(client);
  return bindSocketToVisibility(client);
}
