/** One route of the table: its path, page module, title key and guards (see route-table.ts). */
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export interface RouteEntry {
  path: string;
  load: () => Promise<PageModule>;
  titleKey: string;
  requiresLogin: boolean;
  /** Tab pages have no back button and cannot be backed out of. */
  tab: boolean;
}

type Options = Partial<Pick<RouteEntry, 'requiresLogin' | 'tab'>>;

export const route = (
  path: string,
  titleKey: string,
  load: RouteEntry['load'],
  options: Options = {},
): RouteEntry => ({
  path,
  titleKey,
  load,
  requiresLogin: options.requiresLogin ?? false,
  tab: options.tab ?? false,
});
export const member = { requiresLogin: true } as const;
export const tab = { tab: true } as const;
