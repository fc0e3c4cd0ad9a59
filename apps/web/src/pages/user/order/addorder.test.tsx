import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useCartStore } from '../../../stores/cart/cart-store';
import { EMPTY_USER, useUserStore } from '../../../stores/user-store';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import CheckoutPage from './addorder';

const PREVIEW = '/api/wanlshop/order/getOrderGoodsList';
const ADD = '/api/wanlshop/order/addOrder';

const product = (goods_id: number, sku_id: number, price: string, number: number) => ({
  goods_id,
  sku_id,
  title: `Goods ${goods_id}`,
  image: '/uploads/g.png',
  difference: 'Red',
  price,
  market_price: price,
  number,
  stock: 9,
  sum: (Number(price) * number).toFixed(2),
  ships: true,
  id: goods_id,
  sku: { id: sku_id, price, difference: ['Red'] },
  freight_id: 0,
  shop_category_id: 1,
});

const preview = (address: boolean) => ({
  addressData: address
    ? {
        id: 5,
        name: 'Ada',
        mobile: '905321234567',
        province: 'Istanbul',
        city: 'Kadikoy',
        district: '',
        address: 'Moda 12',
      }
    : null,
  orderData: {
    lists: [
      {
        shop_id: 6,
        shop_name: 'Cozy Corner',
        products: [product(95, 315, '33.70', 2)],
        coupon: [
          {
            id: 41,
            coupon_id: 4,
            name: 'Lamp week',
            type: 'reduction',
            limit: '50.00',
            discount_price: '10.00',
            state: true,
            choice: false,
            usertype: 'reduction',
            price: '10.00',
            discount: '10.0',
          },
        ],
        freight: { name: 'Standard', price: '12.00' },
        number: 2,
        sub_price: '79.40',
        order_price: '67.40',
        freight_price_bak: '12.00',
      },
      {
        shop_id: 7,
        shop_name: 'CodeVault',
        products: [product(48, 158, '8.90', 1)],
        coupon: [],
        freight: { name: 'Free', price: '0.00' },
        number: 1,
        sub_price: '8.90',
        order_price: '8.90',
        freight_price_bak: '0.00',
      },
    ],
    statis: { allnum: 3, allsub: '88.30' },
  },
  token: 'preview-token-1',
});

const data = encodeURIComponent(
  JSON.stringify([
    { goods_id: 95, number: 2, sku_id: 315 },
    { goods_id: 48, number: 1, sku_id: 158 },
  ]),
);

describe('checkout', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: false, id: 12, username: 'demo', token: '' });
    useCartStore.setState({
      list: [
        {
          shop_id: 6,
          shop_name: 'Cozy Corner',
          check: true,
          choose: 1,
          products: [
            {
              goods_id: 95,
              sku_id: 315,
              title: 'Lamp',
              image: '',
              sku: { id: 315, price: '33.70' },
              number: 2,
              sum: '67.40',
              checked: true,
            },
          ],
        },
        {
          shop_id: 1,
          shop_name: 'Other',
          check: false,
          choose: 0,
          products: [
            {
              goods_id: 1,
              sku_id: 1,
              title: 'Kept',
              image: '',
              sku: { id: 1, price: '1.00' },
              number: 1,
              sum: '1.00',
              checked: false,
            },
          ],
        },
      ],
    });
  });

  it('asks for an address first', async () => {
    installRouteApi({ [PREVIEW]: () => envelopeResponse(preview(false)) });
    renderPage(CheckoutPage, '/pages/user/order/addorder', `?type=cart&data=${data}`);
    expect(await screen.findByText('Click above to add an address')).toBeTruthy();
    expect(screen.getByTestId('checkout-address').getAttribute('href')).toBe(
      '/pages/user/address/address?source=checkout',
    );
  });

  it('totals exactly with the chosen coupon, places one order per shop and opens the cashier', async () => {
    const api = installRouteApi({
      [PREVIEW]: () => envelopeResponse(preview(true)),
      [ADD]: () =>
        envelopeResponse({
          list: [
            {
              id: 3,
              order_id: 3,
              order_no: 'A3',
              pay_no: '',
              type: 'goods',
              price: '69.40',
              shop_id: 6,
            },
            {
              id: 4,
              order_id: 4,
              order_no: 'A4',
              pay_no: '',
              type: 'goods',
              price: '8.90',
              shop_id: 7,
            },
          ],
          token: 'pay-token-1',
        }),
    });
    const { router } = renderPage(
      CheckoutPage,
      '/pages/user/order/addorder',
      `?type=cart&data=${data}`,
    );
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('¥88.30');
    fireEvent.click(screen.getAllByTestId('checkout-coupon')[0]!);
    fireEvent.click(await screen.findByTestId('checkout-coupon-option'));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥78.30'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit order' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/money/pay'));
    expect(router.state.location.search).toBe('?order_id=3,4');
    expect(router.state.historyAction).toBe('REPLACE');

    const [body] = sentBodies(api.fetch, ADD);
    expect(body).toMatchObject({
      order: {
        address_id: 5,
        lists: [
          {
            shop_id: 6,
            coupon_id: 41,
            remarks: '',
            products: [{ goods_id: 95, sku_id: 315, number: 2 }],
          },
          {
            shop_id: 7,
            coupon_id: 0,
            remarks: '',
            products: [{ goods_id: 48, sku_id: 158, number: 1 }],
          },
        ],
      },
    });
    expect(body?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // the bought goods left the cart, the rest stayed
    expect(useCartStore.getState().list.map((group) => group.shop_id)).toEqual([1]);
  });
});
