import { defineRoute, PageQuerySchema, pageSchema } from '@cloudmall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi } from '../lib/api';
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

function setup(url: string) {
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
            route={listRoute}
            rowKey={(row) => row.id}
            columns={[{ title: 'Name', dataIndex: 'name' }]}
            filters={[{ kind: 'text', name: 'status', label: 'Status' }]}
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
});
