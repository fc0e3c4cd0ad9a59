import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { computeTotals, useCartStore, type CartShopGroup } from '../../stores/cart/cart-store';
import { EMPTY_USER, useUserStore } from '../../stores/user-store';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../testing/test-api';
import ShoppingCartPage from './cart';

const META = { titleKey: 'shoppingCart', requiresLogin: false, tab: false };

const product = (goods: number, sku: number, price: string, number: number) => ({
  goods_id: goods,
  sku_id: sku,
  title: `Goods ${goods}`,
  image: '/uploads/g.png',
  sku: { id: sku, price, stock: 5, difference: 'Blue' },
  number,
  sum: price,
  checked: false,
});
const cart: CartShopGroup[] = [
  {
    shop_id: 1,
    shop_name: 'Cloud Store',
    check: false,
    choose: 0,
    products: [product(10, 100, '0.10', 1), product(11, 110, '0.20', 2)],
  },
  {
    shop_id: 2,
    shop_name: 'Cozy Corner',
    check: false,
    choose: 0,
    products: [product(20, 200, '19.90', 1)],
  },
];
cart[0]!.products[1]!.sum = '0.40';

const setCart = (list: CartShopGroup[]) =>
  useCartStore.setState({
    list,
    ...computeTotals(list),
    loaded: false,
    loading: false,
    failed: false,
  });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useUserStore.setState({ ...EMPTY_USER });
  setCart([]);
  installRouteApi({ '/api/wanlshop/cart/synchro': () => envelopeResponse([]) });
});

describe('shopping cart page', () => {
  it('shows an empty cart with a way to go shopping', async () => {
    renderPage(ShoppingCartPage, '/pages/user/cart', '', META);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go shopping' })).toBeTruthy();
  });

  it('offers a retry when a member’s cart cannot be loaded', async () => {
    useUserStore.setState({ ...EMPTY_USER, id: 3, isLogin: true, token: 't' });
    installRouteApi({
      '/api/wanlshop/cart/synchro': () =>
        envelopeResponse(null, { status: 500, code: 0, msg: 'internal_error' }),
    });
    renderPage(ShoppingCartPage, '/pages/user/cart', '', META);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('chooses a shop, totals exactly, steps quantities; a guest settles through login straight to that checkout', async () => {
    setCart(structuredClone(cart));
    const { router } = renderPage(ShoppingCartPage, '/pages/user/cart', '', META);
    expect(await screen.findByText('Cloud Store')).toBeTruthy();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose every item of Cloud Store' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('¥0.50');
    expect(screen.getByRole('button', { name: 'Settle (2)' })).toBeTruthy();
    // plus adds the unit price; minus is off at 1
    fireEvent.click(screen.getAllByRole('button', { name: 'One more' })[0]!);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥0.60');
    expect(
      (screen.getAllByRole('button', { name: 'One less' })[2] as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('¥20.50');
    fireEvent.click(screen.getByRole('button', { name: 'Settle (3)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth/auth'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(redirect.startsWith('/pages/user/order/addorder?type=cart&data=')).toBe(true);
    const data = JSON.parse(new URL(redirect, 'http://app.local').searchParams.get('data')!);
    expect(data).toHaveLength(3);
  });

  it('settles a member’s chosen goods at checkout with their lines', async () => {
    useUserStore.setState({ ...EMPTY_USER, id: 3, isLogin: true, token: 't' });
    installRouteApi({
      '/api/wanlshop/cart/synchro': () =>
        envelopeResponse([
          {
            shop_id: 2,
            shop_name: 'Cozy Corner',
            goods_id: 20,
            title: 'Goods 20',
            image: '/g.png',
            number: 2,
            sku_id: 200,
            sku: { id: 200, price: '19.90', market_price: '25.00', stock: 5, difference: 'Blue' },
            sum: '39.80',
            checked: false,
          },
        ]),
    });
    const { router } = renderPage(ShoppingCartPage, '/pages/user/cart', '', META);
    await screen.findByText('Cozy Corner');
    expect(screen.getByText('Blue')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Goods 20' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('¥39.80');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Settle (1)' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/order/addorder'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('cart');
    expect(JSON.parse(params.get('data') ?? '')).toEqual([
      { goods_id: 20, number: 2, sku_id: 200 },
    ]);
  });

  it('switches to edit mode with delete and move to favourites; a guest goes to login to favourite', async () => {
    setCart(structuredClone(cart));
    const { router } = renderPage(ShoppingCartPage, '/pages/user/cart', '', META);
    await screen.findByText('Cloud Store');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Goods 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to favourites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth/auth'));
    expect(useCartStore.getState().list).toHaveLength(2);
  });
});
