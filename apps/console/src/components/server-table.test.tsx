import { defineRoute, PageQuerySchema, pageSchema } from '@cloudmall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi } from '../lib/api';
import type { FilterField } from './filter-bar';
import { ServerTable } from './server-table';

const listRoute = defineRoute({
  method: 'GET',
  path: '/console/things/list',
  auth: 'none',
  input: PageQuerySchema.extend({ status: z.string().optional() }),
  output: pageSchema(z.object({ id: z.number(), name: z.string() })),
  errors: [],
  summary: 'things',
});

/** A list whose status the server takes as `pending` when the query leaves it out. */
const pendingRoute = defineRoute({
  ...listRoute,
  input: PageQuerySchema.extend({
    status: z.enum(['pending', 'done']).default('pending'),
    min_amount: z.string().optional(),
  }),
});

function setup(
  url: string,
  route: typeof listRoute | typeof pendingRoute = listRoute,
  filters: FilterField[] = [{ kind: 'text', name: 'status', label: 'Status' }],
) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const query = new URL(String(input), 'http://x').searchParams;
    const page = Number(query.get('page'));
    const data = { total: 45, per_page: 20, current_page: page, last_page: 3 };
    const rows = [{ id: page * 100, name: `thing on page ${page}` }];
    return new Response(
      JSON.stringify({ code: 1, msg: '', time: 1, data: { ...data, data: rows } }),
    );
  });
  configureApi({
    baseUrl: '/api',
    appClient: 'console',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    translate: (key) => key,
    hasTranslation: () => true,
    onUnauthorized: vi.fn(),
    notifyError: vi.fn(),
    loading: { show: vi.fn(), hide: vi.fn() },
    fetch,
    requestTimeoutMs: 5000,
    uploadTimeoutMs: 5000,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/things',
        element: (
          <ServerTable
            route={route}
            rowKey={(row) => row.id}
            columns={[{ title: 'Name', dataIndex: 'name' }]}
            filters={filters}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

describe('ServerTable', () => {
  it('asks the server for the page and filters of the URL, and writes the next page back to it', async () => {
    const { fetch, router } = setup('/things?page=2&status=open');
    expect(await screen.findByText('thing on page 2')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/console/things/list?page=2&list_rows=20&status=open',
    );
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&status=open'));
    expect(await screen.findByText('thing on page 3')).toBeTruthy();
  });

  const pendingFilters: FilterField[] = [
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'done', label: 'Done' },
      ],
    },
    { kind: 'amount', name: 'min_amount', label: 'Min amount' },
  ];

  it('a select the URL leaves out shows the value the server applies (the schema default)', async () => {
    setup('/things', pendingRoute, pendingFilters);
    expect(await screen.findByText('thing on page 1')).toBeTruthy();
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Pending');
  });

  it('a select with nothing chosen and no server default reads as "all"', async () => {
    setup('/things', listRoute, pendingFilters);
    expect(await screen.findByText('thing on page 1')).toBeTruthy();
    expect(document.querySelector('.ant-select-selection-placeholder')?.textContent).toBe(
      'actions.any',
    );
  });

  it.each([
    ['12', '12'],
    ['12.5', '12.5'],
    ['12,50', '12.50'],
    ['12.505', null],
    ['-3', null],
  ])('an amount filter typed %s asks the server for %s', async (typed, sent) => {
    const { router } = setup('/things', pendingRoute, pendingFilters);
    fireEvent.change(await screen.findByLabelText('Min amount'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    if (sent === null)
      expect(await screen.findByText(/invalid_amount/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('min_amount')).toBe(sent),
    );
  });
});
