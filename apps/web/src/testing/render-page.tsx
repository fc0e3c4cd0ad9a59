import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

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
