// Local storage as both apps reach it: absent on the server and where the browser refuses it.

/** The browser's local storage, or nothing (no window, or storage disabled: private mode, sandboxed iframe). */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a string; absent or unreadable storage answers undefined. */
export function readStored(key: string): string | undefined {
  return localStore()?.getItem(key) ?? undefined;
}

/** Writes a string, or removes the key for `undefined`; without storage nothing happens. */
export function writeStored(key: string, value: string | undefined): void {
  const store = localStore();
  if (!store) return;
  if (value === undefined) store.removeItem(key);
  else store.setItem(key, value);
}
