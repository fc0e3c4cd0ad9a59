import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { NavigationProgress, PageLoadingView } from '../components/layout/page-loading-view';
import { TabPageContext } from '../components/layout/tab-page-context';
import { useTabItems } from '../features/content/hooks/use-tab-items';
import { normalizeTabPath } from '../features/content/tab-defaults';
import { GlobalLoading } from './global-loading';
import { UpdatePrompt } from './pwa/update-prompt';
import { TabBar } from './tab-bar/tab-bar';
import { rememberSharer } from '../lib/sharer';
import { useLoginGuard } from './use-login-guard';
import { useTabBackGuard } from './use-tab-back-guard';
import styles from './app-shell.module.css';

/** Root layout: pending-navigation bar, the page (200 ms fade-in), the tab bar on tab pages. */
export function AppShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const tabs = useTabItems();
  const currentPath = normalizeTabPath(location.pathname);
  const isTabPage = tabs.some((item) => item.path === currentPath);
  useLoginGuard();
  useTabBackGuard(isTabPage);
  // spec §2: a shared link's pid names the sharer, the inviter a later registration pre-fills
  useEffect(() => rememberSharer(location.search), [location.search]);

  return (
    <TabPageContext.Provider value={isTabPage}>
      <div className={`${styles.shell} ${isTabPage ? styles.withTabs : ''}`}>
        <NavigationProgress active={navigation.state === 'loading'} />
        <main key={location.pathname} className={styles.page}>
          <Suspense fallback={<PageLoadingView />}>
            <Outlet />
          </Suspense>
        </main>
        {isTabPage && <TabBar items={tabs} activePath={currentPath} />}
        <UpdatePrompt />
        <GlobalLoading />
        <ScrollRestoration />
      </div>
    </TabPageContext.Provider>
  );
}
