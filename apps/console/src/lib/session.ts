import { useSyncExternalStore } from 'react';
import { CONSOLE_STORAGE_KEYS, readStored, writeStored } from './storage';

/** Who is logged into the console: kept beside the token so a reload draws the menu at once. */
export interface ConsoleSession {
  token: string;
  expiresAt: number;
  user: { id: number; username: string; nickname: string; avatar: string };
  roles: string[];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ConsoleSession | undefined = read();

function read(): ConsoleSession | undefined {
  const token = readStored(CONSOLE_STORAGE_KEYS.token);
  const raw = readStored(CONSOLE_STORAGE_KEYS.session);
  if (!token || !raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Omit<ConsoleSession, 'token'>;
    return { ...parsed, token };
  } catch {
    return undefined;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const consoleSession = {
  get: (): ConsoleSession | undefined => current,
  token: (): string => current?.token ?? '',
  /** Stores a new session (after login) or the refreshed user and roles (after `me`). */
  set(session: ConsoleSession): void {
    current = session;
    writeStored(CONSOLE_STORAGE_KEYS.token, session.token);
    const { token: _token, ...rest } = session;
    writeStored(CONSOLE_STORAGE_KEYS.session, JSON.stringify(rest));
    emit();
  },
  clear(): void {
    if (!current) return;
    current = undefined;
    writeStored(CONSOLE_STORAGE_KEYS.token, undefined);
    writeStored(CONSOLE_STORAGE_KEYS.session, undefined);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The console session (undefined when logged out), re-rendering on login and logout. */
export function useConsoleSession(): ConsoleSession | undefined {
  return useSyncExternalStore(consoleSession.subscribe, consoleSession.get, consoleSession.get);
}

/** The roles of the logged-in caller (empty when logged out). */
export function useRoles(): string[] {
  return useConsoleSession()?.roles ?? EMPTY;
}
const EMPTY: string[] = [];
