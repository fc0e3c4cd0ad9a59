import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { createLoadFailurePage, PageErrorView } from '../components/layout/page-error-view';
import { PageLoadingView } from '../components/layout/page-loading-view';
import type { RouteMeta } from '../components/layout/route-meta';
import { loadPageModule } from '../lib/route-loading';
import { loginPath } from '../lib/safe-redirect';
import { useUserStore } from '../stores/user-store';
import { AppShell } from './app-shell';
import { notFoundRoute, routeTable, type RouteEntry } from './route-table';

/** Login-required navigation redirects a visitor to the login page, keeping the target (spec §2). */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (useUserStore.getState().isLogin) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteMeta = {
    titleKey: entry.titleKey,
    requiresLogin: entry.requiresLogin,
    tab: entry.tab,
  };
  const common = {
    handle,
    loader: entry.requiresLogin ? requireLogin : undefined,
    lazy: async () => {
      try {
        return { Component: (await loadPageModule(entry.load)).default };
      } catch (error) {
        return { Component: createLoadFailurePage(error, () => loadPageModule(entry.load)) };
      }
    },
    ErrorBoundary: PageErrorView,
  };
  return entry.path === '/' ? { index: true, ...common } : { path: entry.path, ...common };
}

/** The route objects: one layout (AppShell) with every table entry, then the not-found page. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      HydrateFallback: PageLoadingView,
      ErrorBoundary: PageErrorView,
      children: [...routeTable.map(toRouteObject), toRouteObject(notFoundRoute)],
    },
  ];
}

/** History-mode router with base `/`. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
