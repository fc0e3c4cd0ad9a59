import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders one page at `path` + `search` in a memory router (other paths show "elsewhere"). */
export function renderPage(
  Page: ComponentType,
  path: string,
  search = '',
  meta = { titleKey: 'home', requiresLogin: false, tab: false },
) {
  const router = createMemoryRouter(
    [
      { path, Component: Page, handle: meta },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [`${path}${search}`] },
  );
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
