import { createContext, useContext } from 'react';
import type { ConsoleMenuEntry } from './feature';

/** Every feature's menu entries (app/routes.tsx), for pages that link to sections (the home page). */
export const ConsoleMenuContext = createContext<readonly ConsoleMenuEntry[]>([]);

export function useConsoleMenu(): readonly ConsoleMenuEntry[] {
  return useContext(ConsoleMenuContext);
}
