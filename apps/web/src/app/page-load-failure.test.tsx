import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { installTestApi } from '../testing/test-api';
import { buildRoutes } from './router';

vi.mock('../pages/lang', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/lang.js');
});

describe('page load failure', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the chunk error view with a reload button inside the app shell', async () => {
    installTestApi();
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/pages/lang'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('This page could not be loaded', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
