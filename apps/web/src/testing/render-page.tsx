import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RouteMeta } from '../components/layout/route-meta';

/** Renders `routes` in a memory router opened at `entry`, under a query client that does not retry. */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Renders one page at `path` + `search` in a memory router (other paths show "elsewhere"). */
export function renderPage(
  Page: ComponentType,
  path: string,
  search = '',
  meta = { titleKey: 'home', requiresLogin: false, tab: false },
) {
  return renderRoutes(
    [
      { path, Component: Page, handle: meta },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    `${path}${search}`,
  );
}

/**
 * Renders `Page` as the route `path` (with its title key and guards) opened at `entry`, beside
 * stand-in pages: each path of `stubs` shows its text, so a test sees where the page sent the member.
 */
export function renderPageAmong(
  page: { path: string; Component: ComponentType; meta: RouteMeta },
  stubs: Record<string, string>,
  entry = page.path,
) {
  return renderRoutes(
    [
      { path: page.path, Component: page.Component, handle: page.meta },
      ...Object.entries(stubs).map(([path, text]) => ({ path, element: <p>{text}</p> })),
    ],
    entry,
  );
}
