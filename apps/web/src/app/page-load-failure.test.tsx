import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { installTestApi } from '../testing/test-api';
import { buildRoutes } from './router';

const langModule = vi.hoisted(() => ({ attempts: 0 }));

// the first fetch of the page's code fails (a dropped connection, a 429), the next one works
vi.mock('../pages/lang', () => {
  langModule.attempts += 1;
  if (langModule.attempts === 1)
    throw new TypeError('Failed to fetch dynamically imported module: /assets/lang.js');
  return { default: () => <p>Language page</p> };
});

describe('page load failure', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the load-failure view with a reload button inside the app shell, and the button loads the page again', async () => {
    installTestApi();
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/pages/lang'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('This page could not be loaded', {}, { timeout: 3000 }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(await screen.findByText('Language page')).toBeTruthy();
    expect(langModule.attempts).toBe(2);
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });
});
