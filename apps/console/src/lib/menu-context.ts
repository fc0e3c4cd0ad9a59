import { createContext, useContext } from 'react';
import type { ConsoleMenuEntry } from './feature';

/** Every feature's menu entries (app/routes.tsx), for pages that link to sections (the home page). */
export const ConsoleMenuContext = createContext<readonly ConsoleMenuEntry[]>([]);

export function useConsoleMenu(): readonly ConsoleMenuEntry[] {
  return useContext(ConsoleMenuContext);
}

/** The i18n namespaces of menu labels (`members:menu` → `members`), `first` leading (the default). */
export function labelNamespaces(entries: readonly ConsoleMenuEntry[], first = 'common'): string[] {
  return [...new Set([first, ...entries.map((entry) => entry.label.split(':')[0] ?? first)])];
}
