import { ApiError } from '@cloudmall/client';
import type { QueryClient } from '@tanstack/react-query';
import { PAGES } from '../../lib/paths';

const HOME_PATHS = new Set(['/', PAGES.home, `${PAGES.home}/index`]);

export interface OfflinePageDeps {
  navigate: (path: string) => void;
  isOnline: () => boolean;
  /** The page shown and the one being opened, if any. */
  currentPaths: () => (string | undefined)[];
}

/**
 * Without network, a page whose data cannot load (no answer, nothing kept) opens the no-network page;
 * its retry comes back once online. Home stays: it shows the modules kept from the last launch.
 * Answers the unsubscribe.
 */
export function openNoNetworkPageWhenOffline(
  queryClient: QueryClient,
  deps: OfflinePageDeps,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (!(error instanceof ApiError) || error.kind !== 'network' || deps.isOnline()) return;
    if (event.query.state.data !== undefined) return;
    const paths = deps.currentPaths();
    if (paths.includes(PAGES.noNetwork) || HOME_PATHS.has(paths[0] ?? '/')) return;
    deps.navigate(PAGES.noNetwork);
  });
}
