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
/** A page a visitor may open without logging in. */
export const guest = { requiresLogin: false } as const;

/** One page of a folder: its title key, its lazily loaded page module and its guards. */
type FolderPage = [titleKey: string, load: RouteEntry['load'], options: Options];

/** The pages of one folder, each keyed by its path below the folder, in the order given. */
export const pages = (folder: string, entries: Record<string, FolderPage>): RouteEntry[] =>
  Object.entries(entries).map(([below, [titleKey, load, options]]) =>
    route(`${folder}/${below}`, titleKey, load, options),
  );
