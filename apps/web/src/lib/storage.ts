/** Local-storage keys of the protocol (spec §3, wanlshop §1.6). */
export const STORAGE_KEYS = {
  user: 'wanlshop:user',
  statistics: 'wanlshop:statis',
  cart: 'wanlshop:cart',
  app: 'wanlshop:app',
  lang: 'wanlshop:lang',
  chatClientId: 'wanlshop:chat_client_id',
  /** The member id of the last shared link a visitor arrived by (`pid`): their inviter to pre-fill. */
  sharer: 'wanlshop:pid',
  /** The colour theme the member chose (`lib/theme.ts`); absent: the default orange. */
  theme: 'cloudmall:theme',
} as const;

function getStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

/** Reads a string; absent or unreadable storage answers undefined. */
export function readString(key: string): string | undefined {
  return getStorage()?.getItem(key) ?? undefined;
}

/** Writes a string; a full or disabled storage is ignored (the app keeps working in memory). */
export function writeString(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // quota exceeded: nothing sensible to do
  }
}

export function removeKey(key: string): void {
  getStorage()?.removeItem(key);
}

/** Reads JSON written by `writeJson`; corrupt content answers undefined. */
export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
