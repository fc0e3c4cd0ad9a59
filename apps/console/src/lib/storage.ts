/** The console's own local-storage keys: never the member app's (`wanlshop:*`), so neither logs the other out. */
export const CONSOLE_STORAGE_KEYS = {
  token: 'cloudmall-console:token',
  session: 'cloudmall-console:session',
  lang: 'cloudmall-console:lang',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | undefined {
  return storage()?.getItem(key) ?? undefined;
}

export function writeStored(key: string, value: string | undefined): void {
  const store = storage();
  if (!store) return;
  if (value === undefined) store.removeItem(key);
  else store.setItem(key, value);
}
