import type { SocketClient } from './socket';

let active: SocketClient | undefined;

/** Registers the app's socket so login and logout can open and close it. */
export function setActiveSocket(client: SocketClient | undefined): void {
  active = client;
}

/** Closes the live socket (logout, session cleared). */
export function closeActiveSocket(): void {
  active?.close();
}

/** Reopens the socket after a login while the app is visible, so the new session gets pushes. */
export function openActiveSocket(): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') active?.connect();
}
