import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../testing/test-api';
import PoolCurrencyPage from './currency';

import PoolMachinePage from './machine';

const coin = {
  id: 1,
  symbol: 'CMC',
  name: 'Cloudmall Coin',
  unit: 'USDT',
  scale: 4,
  last: '1234.5',
  last_at: 1_795_737_600,
};
const lists =
  (data: unknown[], machine_category_id: number | null = 9) =>
  () =>
    envelopeResponse({ data, machine_category_id });
const machine = {
  id: 40,
  shop_id: 3,
  category_id: 10,
  title: 'ASIC Miner S21',
  image: '',
  price: '2999.00',
  market_price: '3999.00',
  sales: 12,
  comment: 0,
  praise: 0,
  like: 0,
  views: 0,
  shop: { shopname: 'HashHouse Mining', isself: false },
};
const page = (data: unknown[]) =>
  envelopeResponse({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });

describe('mining pages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('the machine page lists the goods of the category the server names', async () => {
    installRouteApi({
      '/api/wanlshop/coin/lists': lists([coin]),
      '/api/wanlshop/product/lists': () => page([machine]),
    });
    renderPage(PoolMachinePage, '/pages/Pool/machine');
    const tile = await screen.findByRole('link', { name: /ASIC Miner S21/ }, { timeout: 5000 });
    expect(tile.getAttribute('href')).toBe('/pages/product/goods?id=40');
  });

  it('the machine page is empty when no category holds mining machines, or none are for sale', async () => {
    installRouteApi({ '/api/wanlshop/coin/lists': lists([coin], null) });
    renderPage(PoolMachinePage, '/pages/Pool/machine');
    expect(await screen.findByText('No mining machines yet')).toBeTruthy();
  });

  it('the coin page offers a retry when the coins cannot be loaded', async () => {
    installRouteApi({
      '/api/wanlshop/coin/lists': () => envelopeResponse(null, { status: 500 }),
    });
    renderPage(PoolCurrencyPage, '/pages/Pool/Currency');
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('the coin page says so when there is no coin', async () => {
    installRouteApi({ '/api/wanlshop/coin/lists': lists([]) });
    renderPage(PoolCurrencyPage, '/pages/Pool/Currency');
    expect(await screen.findByText('No coins yet')).toBeTruthy();
  });

  it('a period without prices shows no chart; the latest price reads in the locale', async () => {
    installRouteApi({
      '/api/wanlshop/coin/lists': lists([coin]),
      '/api/wanlshop/coin/prices': () =>
        envelopeResponse({
          coin,
          days: 7,
          from: 0,
          to: 604_800,
          points: [{ at: 604_800, price: '1234.5000' }],
          open: '1234.5000',
          last: '1234.5000',
          high: '1234.5000',
          low: '1234.5000',
          change: '0.0000',
          change_percent: '0.00',
        }),
    });
    renderPage(PoolCurrencyPage, '/pages/Pool/Currency');
    expect(await screen.findByText('No prices in this period yet')).toBeTruthy();
    expect(screen.getByTestId('coin-last').textContent).toBe('1,234.5000');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
