import type { PageModule } from '@cloudmall/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { useAppStore } from '../stores/app-store';
import { goodsCard } from '../testing/catalog-fixtures';
import { renderPage } from '../testing/render-page';
import { envelopeResponse, installRouteApi } from '../testing/test-api';
import IndexPage from './index';

const emptyPage = { total: 0, per_page: 12, current_page: 1, last_page: 1, data: [] };
const module = (
  type: string,
  params: Record<string, unknown>,
  data: unknown[] = [],
  style: Record<string, unknown> = {},
): PageModule => ({ type, params, data, style });

function setModules(item: PageModule[]) {
  useAppStore.setState({
    modulesData: {
      homeModules: { page: { title: 'Cloudmall' }, item },
      categoryModules: [],
      searchModules: [],
    },
  });
}

describe('home page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => setModules([]));

  it('draws the modules from data, with markup as text and adverts following the advert rule', async () => {
    const api = installRouteApi({
      '/api/wanlshop/product/likes': () => envelopeResponse(emptyPage),
    });
    setModules([
      module('search', { placeholder: 'Find phones' }, [], { paddingTop: 8 }),
      module(
        'banner',
        {},
        [
          {
            id: 1,
            media: '/a.webp',
            module: 'page',
            type: 'banner',
            url: '/pages/product/list?category_id=1',
          },
          { id: 2, media: '/b.webp', module: 'page', type: 'banner', url: 'https://example.com/x' },
        ],
        { height: 150, borderRadius: 8 },
      ),
      module('menu', {
        items: [{ title: 'Scripts', image: '', url: '/pages/product/list?category_id=5' }],
      }),
      module('title', { text: '<img src=x onerror=alert(1)>' }),
      module('goods', { title: 'Best', layout: 3 }, [goodsCard()]),
      module('likes', { title: 'Picked for you' }),
      module('unknown-kind', {}),
    ]);
    renderPage(IndexPage, '/', '', { titleKey: 'home', requiresLogin: false, tab: true });
    expect(await screen.findByText('Find phones')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Advert 1' }).getAttribute('href')).toBe(
      '/pages/product/list?category_id=1',
    );
    expect(screen.getByRole('link', { name: 'Advert 2' }).getAttribute('href')).toBe(
      '/pages/article/advert?id=2',
    );
    expect(screen.getByRole('link', { name: 'Scripts' }).getAttribute('href')).toBe(
      '/pages/product/list?category_id=5',
    );
    expect(document.querySelector('[data-layout="3"]')).not.toBeNull();
    // the banner box is the decoration's px, doubled and responsive
    const banner = document.querySelector('[data-module="banner"]') as HTMLElement;
    expect(banner.style.borderRadius).toContain('calc(16 *');
    expect(screen.getByText('Picked for you')).toBeTruthy();
    await waitFor(() =>
      expect(
        api.fetch.mock.calls.some(([url]) =>
          String(url).includes('/wanlshop/product/likes?pages=index'),
        ),
      ).toBe(true),
    );
  });

  it('loads init itself when nothing is stored, with an error view and retry', async () => {
    let fail = true;
    installRouteApi({
      '/api/wanlshop/common/init': () =>
        fail
          ? envelopeResponse(null, { status: 500 })
          : envelopeResponse({
              appConfig: {},
              appStyle: {},
              modulesData: {
                homeModules: { page: {}, item: [module('title', { text: 'Welcome back' })] },
                categoryModules: [],
                searchModules: [],
              },
              serviceVersion: 1,
            }),
    });
    renderPage(IndexPage, '/', '', { titleKey: 'home', requiresLogin: false, tab: true });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    retry.click();
    expect(await screen.findByText('Welcome back')).toBeTruthy();
  });
});
