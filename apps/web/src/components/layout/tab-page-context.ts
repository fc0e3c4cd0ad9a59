import { createContext, useContext } from 'react';

/** True on a page that is currently one of the tab bar's pages (no back button there). */
export const TabPageContext = createContext(false);

export function useIsTabPage(): boolean {
  return useContext(TabPageContext);
}
