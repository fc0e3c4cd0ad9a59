import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../lib/list-preferences';
import { initI18n } from '../../lib/i18n';
import { goodsCard } from '../../testing/catalog-fixtures';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../testing/test-api';
import ProductListPage from './list';

const page = (data: unknown[]) => ({
  total: data.length,
  per_page: 12,
  current_page: 1,
  last_page: 1,
  data,
});

function listApi() {
  return installRouteApi({
    '/api/wanlshop/product/lists': () =>
      envelopeResponse(page([goodsCard(), goodsCard({ id: 8, title: '<b>Script</b> pack' })])),
    '/api/wanlshop/common/categoryTree': () =>
      envelopeResponse([{ id: 4, pid: 0, name: 'Phones', image: '', childlist: [] }]),
  });
}

const listQueries = (fetch: ReturnType<typeof listApi>['fetch']) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/product/lists?'))
    .map((url) => new URL(url, 'http://x').searchParams);

describe('product list page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('lists by category with the category as title, sorts, and keeps titles as text', async () => {
    const api = listApi();
    const { router } = renderPage(ProductListPage, '/pages/product/list', '?category_id=4');
    expect(await screen.findByText('<b>Script</b> pack')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Phones' })).toBeTruthy();
    expect(listQueries(api.fetch)[0]?.get('category_id')).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=price'));
    await waitFor(() => expect(listQueries(api.fetch).at(-1)?.get('order')).toBe('asc'));
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(listQueries(api.fetch).at(-1)?.get('order')).toBe('desc'));
  });

  it('switches the layout and gutter and keeps them for the next visit', async () => {
    listApi();
    renderPage(ProductListPage, '/pages/product/list', '?search=phone');
    await screen.findByText('Cloud phone X1');
    expect(document.querySelector('[data-layout="2"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change the layout' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Waterfall' }));
    fireEvent.click(screen.getByRole('radio', { name: '30' }));
    expect(document.querySelector('[data-layout="waterfall"]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toEqual({
      layout: 'waterfall',
      gutter: 30,
    });

    cleanup();
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ layout: 3, gutter: 10 }));
    renderPage(ProductListPage, '/pages/product/list', '?search=phone');
    await screen.findByText('Cloud phone X1');
    expect(document.querySelector('[data-layout="3"]')).not.toBeNull();
  });

  it('applies a price range from the sheet, in order', async () => {
    const api = listApi();
    const { router } = renderPage(ProductListPage, '/pages/product/list');
    await screen.findByText('Cloud phone X1');
    fireEvent.click(screen.getByRole('button', { name: 'Filter by price' }));
    fireEvent.change(await screen.findByLabelText('Lowest'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Highest'), { target: { value: '20.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('price_min=20.5'));
    await waitFor(() => expect(listQueries(api.fetch).at(-1)?.get('price_max')).toBe('80'));
  });
});
