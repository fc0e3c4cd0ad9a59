import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useCartStore } from '../../stores/cart/cart-store';
import { EMPTY_USER, useUserStore } from '../../stores/user-store';
import { goodsDetail } from '../../testing/catalog-fixtures';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import ProductGoodsPage from './goods';
import { renderRoutes } from '../../testing/render-page';

const emptyPage = { total: 0, per_page: 12, current_page: 1, last_page: 1, data: [] };

function renderGoods(search = '?id=7') {
  const { router } = renderRoutes(
    [
      {
        path: '/pages/product/goods',
        Component: ProductGoodsPage,
        handle: { titleKey: 'goods', requiresLogin: false, tab: false },
      },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    `/pages/product/goods${search}`,
  );
  return router;
}

function goodsApi(detail = goodsDetail()) {
  return installRouteApi({
    '/api/wanlshop/product/goods': () => envelopeResponse(detail),
    '/api/wanlshop/product/likes': () => envelopeResponse(emptyPage),
    '/api/wanlshop/product/follow': () => envelopeResponse(true),
  });
}

describe('goods page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER });
    useCartStore.setState({ list: [] });
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('shows a review with markup as text and renders the description without scripts or handlers', async () => {
    goodsApi();
    renderGoods();
    expect(await screen.findByRole('heading', { name: /Cloud phone X1/ })).toBeTruthy();
    // the review's text is literal text, never markup
    expect(screen.getByText('<script>alert(1)</script> bad')).toBeTruthy();
    // the description is sanitised: the bold survives, the script and the handler do not
    expect(screen.getByText('cloud').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // sales as x.xw; the price range of the SKUs in stock (19.90 to 21.00) until one is chosen
    expect(screen.getAllByText('1.2w sold').length).toBeGreaterThan(0);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.getByText('1/2')).toBeTruthy();
  });

  it('disables sold-out combinations, rejects an illegal quantity and adds the chosen SKU to the cart', async () => {
    goodsApi();
    renderGoods();
    await screen.findByRole('heading', { name: /Cloud phone X1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const sheet = await screen.findByRole('button', { name: 'Red' });
    const dialog = sheet.closest('.adm-popup-body') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Red' }));
    expect((within(dialog).getByRole('button', { name: 'L' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'S' }));
    expect(within(dialog).getByText('In stock: 3')).toBeTruthy();
    // the chosen SKU's market price, struck, with the yen sign
    expect(screen.getByText('¥29.90').tagName).toBe('DEL');

    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please enter a legal purchase quantity')).toBeTruthy();
    expect(useCartStore.getState().list).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    });
    const [group] = useCartStore.getState().list;
    expect(group).toMatchObject({ shop_id: 3, shop_name: 'Cloud Store' });
    expect(group?.products[0]).toMatchObject({
      goods_id: 7,
      sku_id: 71,
      number: 2,
      sum: '39.80',
      sku: { id: 71, price: '19.90' },
    });
  });

  it('sends a visitor to login for a favourite and toggles it for a member', async () => {
    const api = goodsApi();
    const router = renderGoods();
    await screen.findByRole('heading', { name: /Cloud phone X1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth/auth'));
    expect(sentBodies(api.fetch, '/api/wanlshop/product/follow')).toEqual([]);

    await act(async () => {
      await router.navigate('/pages/product/goods?id=7');
    });
    const detailCalls = () =>
      api.fetch.mock.calls.filter(([url]) => String(url).includes('/product/goods?')).length;
    await screen.findByRole('heading', { name: /Cloud phone X1/ });
    const before = detailCalls();
    act(() => useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' }));
    // the member's detail loads again (its favourite flag is the member's)
    await waitFor(() => expect(detailCalls()).toBe(before + 1));
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/product/follow')).toEqual([{ id: 7 }]),
    );
    expect(await screen.findByRole('button', { name: 'Favourited' })).toBeTruthy();
  });

  it('buys now through checkout with the chosen SKU and quantity', async () => {
    goodsApi();
    const router = renderGoods();
    await screen.findByRole('heading', { name: /Cloud phone X1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = (await screen.findByRole('button', { name: 'Blue' })).closest(
      '.adm-popup-body',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'L' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/order/addorder'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('cart');
    expect(JSON.parse(params.get('data') ?? '')).toEqual([{ goods_id: 7, number: 2, sku_id: 73 }]);
  });

  it('shows the server’s message when the goods is gone', async () => {
    installRouteApi({
      '/api/wanlshop/product/goods': () =>
        envelopeResponse(null, { code: 0, msg: 'goods_not_available' }),
    });
    renderGoods('?id=99');
    expect(await screen.findByText('This product is not available')).toBeTruthy();
  });
});
