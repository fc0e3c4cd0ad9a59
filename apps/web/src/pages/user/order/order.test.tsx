import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAllDialogs } from '../../../components/ui/dialog';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../../stores/statistics-store';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import OrdersPage from './order';
import { useEnglishMember } from '../../../testing/member';

const LIST = '/api/wanlshop/order/getOrderList';
const CONFIRM = '/api/wanlshop/order/confirmOrder';

const order = (id: number, state: number) => ({
  id,
  shop_id: 6,
  order_no: `A${id}`,
  type: 'goods',
  state,
  group_pending: false,
  createtime: 1_790_000_000,
  goods: [
    {
      id: id * 10,
      goods_id: 95,
      sku_id: 315,
      title: 'Desk Lamp C',
      image: '/uploads/g.png',
      difference: 'S',
      price: '33.70',
      market_price: '43.90',
      number: 2,
      freight_price: '12.00',
      discount_price: '0.00',
      actual_payment: '79.40',
      refund_id: null,
      refund_status: 0,
      commented: false,
    },
  ],
  pay: {
    pay_no: 'P1',
    trade_no: '',
    number: 2,
    price: '79.40',
    order_price: '67.40',
    freight_price: '12.00',
    discount_price: '0.00',
    actual_payment: '79.40',
    refund_price: '0.00',
  },
  shop: { id: 6, shopname: 'Cozy Corner' },
});

const page = (rows: unknown[]) => ({
  total: rows.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data: rows,
});

describe('my orders', () => {
  useEnglishMember({ username: 'demo' });
  beforeEach(() => {
    useStatisticsStore.setState({
      ...structuredClone(EMPTY_STATISTICS),
      order: { pay: 0, delive: 0, receiving: 1, evaluate: 0, customer: 2, whole: 3, groups: 0 },
    });
  });
  afterEach(async () => {
    closeAllDialogs();
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('opens the tab of ?state=3 with its counter and confirms receipt after asking', async () => {
    let state = 3;
    const api = installRouteApi({
      [LIST]: () => envelopeResponse(page(state === 3 ? [order(7, 3)] : [])),
      [CONFIRM]: () => {
        state = 4;
        return envelopeResponse(true);
      },
      '/api/wanlshop/user/refresh': () => envelopeResponse(null, { status: 404 }),
    });
    renderPage(OrdersPage, '/pages/user/order/order', '?state=3');
    const tab = await screen.findByRole('tab', { name: /To receive/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.textContent).toBe('To receive1');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Shipped')).toBeTruthy();
    expect(within(card).getByText('¥79.40')).toBeTruthy();
    expect(
      api.fetch.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith(LIST)),
    ).toContain('state=3');

    fireEvent.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' })),
    );
    await waitFor(() => expect(sentBodies(api.fetch, CONFIRM)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByTestId('order-card')).toBeNull());
  });

  it('sends the after-sale tab to the refund list', async () => {
    installRouteApi({ [LIST]: () => envelopeResponse(page([])) });
    const { router } = renderPage(OrdersPage, '/pages/user/order/order');
    expect(await screen.findByText('No orders here')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /After-sale/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/refund/lists'));
  });
});
