/** The console's own local-storage keys: never the member app's (`wanlshop:*`), so neither logs the other out. */
export const CONSOLE_STORAGE_KEYS = {
  token: 'cloudmall-console:token',
  session: 'cloudmall-console:session',
  lang: 'cloudmall-console:lang',
} as const;

export { readStored, writeStored } from '@cloudmall/client';
