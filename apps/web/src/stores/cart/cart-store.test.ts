import { waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from './cart-add';
import { initI18n } from '../../lib/i18n';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import { computeTotals, useCartStore, type CartShopGroup } from './cart-store';
import { EMPTY_USER, useUserStore } from '../user-store';

const SYNCHRO = '/api/wanlshop/cart/synchro';
const STORAGE = '/api/wanlshop/cart/storage';

const serverRow = (shop: number, goods: number, sku: number, price: string, number: number) => ({
  shop_id: shop,
  shop_name: `Shop ${shop}`,
  goods_id: goods,
  title: `Goods ${goods}`,
  image: '/uploads/g.png',
  number,
  sku_id: sku,
  sku: { id: sku, price, market_price: price, stock: 9, difference: '' },
  sum: price,
  checked: false,
});

const local = (
  shop: number,
  goods: number,
  sku: number,
  price: string,
  number: number,
  checked = false,
): CartShopGroup => ({
  shop_id: shop,
  shop_name: `Shop ${shop}`,
  check: checked,
  choose: checked ? 1 : 0,
  products: [
    {
      goods_id: goods,
      sku_id: sku,
      title: `Goods ${goods}`,
      image: '/uploads/g.png',
      sku: { id: sku, price },
      number,
      sum: price,
      checked,
    },
  ],
});

function serverApi(rows: unknown[] = [], storage: () => Response = () => envelopeResponse('')) {
  return installRouteApi({ [SYNCHRO]: () => envelopeResponse(rows), [STORAGE]: storage });
}

const setList = (list: CartShopGroup[]) =>
  useCartStore.setState({ list, ...computeTotals(list), loaded: false });
/** Logs in (which runs a cart get) and waits for that merge to finish. */
const login = async () => {
  useUserStore.setState({ ...EMPTY_USER, id: 5, isLogin: true, token: 't' });
  await useCartStore.getState().load();
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useUserStore.setState({ ...EMPTY_USER });
  setList([]);
});

describe('cart totals', () => {
  it('adds the chosen sums exactly (0.10 + 0.20 = 0.30) and counts pieces', () => {
    const list = [
      local(1, 10, 100, '0.10', 1, true),
      local(2, 20, 200, '0.20', 1, true),
      local(3, 30, 300, '5.00', 4),
    ];
    list[2]!.products[0]!.sum = '20.00';
    expect(computeTotals(list)).toEqual({
      cartnum: 6,
      allchoose: 2,
      allsum: '0.30',
      allnum: 2,
      status: false,
      operate: false,
    });
  });
});

describe('cart get', () => {
  it('a guest’s cart comes from local storage, without calling the server', async () => {
    const api = serverApi();
    setList([local(1, 10, 100, '1.00', 2)]);
    await useCartStore.getState().load();
    expect(useCartStore.getState()).toMatchObject({ loaded: true, cartnum: 2 });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('a member’s local cart goes to cart/synchro and the answer, grouped by shop, becomes the cart', async () => {
    serverApi();
    await login();
    const api = serverApi([
      serverRow(1, 10, 100, '1.00', 2),
      serverRow(2, 20, 200, '3.00', 1),
      serverRow(1, 11, 110, '2.00', 1),
    ]);
    setList([local(1, 10, 100, '1.00', 2)]);
    await useCartStore.getState().load();
    expect(sentBodies(api.fetch, SYNCHRO)).toEqual([
      { cart: [{ goods_id: 10, shop_id: 1, sku_id: 100, number: 2 }] },
    ]);
    const { list, cartnum } = useCartStore.getState();
    expect(
      list.map((group) => [group.shop_id, group.products.map((product) => product.sku_id)]),
    ).toEqual([
      [1, [100, 110]],
      [2, [200]],
    ]);
    expect(cartnum).toBe(4);
  });

  it('logging in merges the guest’s cart at once', async () => {
    const api = serverApi([serverRow(1, 10, 100, '1.00', 1)]);
    setList([local(1, 10, 100, '1.00', 1)]);
    void login();
    await waitFor(() => expect(sentBodies(api.fetch, SYNCHRO)).toHaveLength(1));
    await waitFor(() => expect(useCartStore.getState().loaded).toBe(true));
  });

  it('logging out leaves an empty local cart (the member’s stays on the server)', async () => {
    serverApi();
    await login();
    setList([local(1, 10, 100, '1.00', 1)]);
    useUserStore.setState({ ...EMPTY_USER });
    expect(useCartStore.getState().list).toEqual([]);
  });
});

describe('cart changes', () => {
  it('plus and minus are mirrored to cart/storage only when logged in; minus stops at 1', async () => {
    const api = serverApi([serverRow(1, 10, 100, '0.10', 2)]);
    setList([local(1, 10, 100, '0.10', 1)]);
    const { plus, minus } = useCartStore.getState();
    plus(1, 10, 100);
    expect(useCartStore.getState().list[0]?.products[0]).toMatchObject({ number: 2, sum: '0.20' });
    expect(api.fetch).not.toHaveBeenCalled();
    await login(); // the server already had 2 (the merge keeps the server's quantity)
    plus(1, 10, 100);
    minus(1, 10, 100);
    minus(1, 10, 100);
    minus(1, 10, 100); // at 1: nothing
    await waitFor(() => expect(sentBodies(api.fetch, STORAGE)).toHaveLength(3));
    expect(sentBodies(api.fetch, STORAGE).map((body) => [body.type, body.number])).toEqual([
      ['bcadd', 3],
      ['bcsub', 2],
      ['bcsub', 1],
    ]);
    expect(useCartStore.getState().list[0]?.products[0]?.number).toBe(1);
  });

  it('deletes the chosen goods (del), or everything when select-all is on (empty)', async () => {
    serverApi();
    await login();
    const api = serverApi();
    setList([local(1, 10, 100, '1.00', 1, true), local(2, 20, 200, '1.00', 1)]);
    useCartStore.getState().removeChosen();
    expect(useCartStore.getState().list.map((group) => group.shop_id)).toEqual([2]);
    useCartStore.getState().toggleAll();
    expect(useCartStore.getState().status).toBe(true);
    useCartStore.getState().removeChosen();
    expect(useCartStore.getState().list).toEqual([]);
    await waitFor(() => expect(sentBodies(api.fetch, STORAGE)).toHaveLength(2));
    expect(sentBodies(api.fetch, STORAGE)).toEqual([
      { type: 'del', data: [{ goods_id: 10, sku_id: 100 }] },
      { type: 'empty' },
    ]);
  });

  it('moves the chosen goods to the favourites for a member', async () => {
    serverApi();
    await login();
    const api = serverApi([], () => envelopeResponse(1));
    setList([local(1, 10, 100, '1.00', 1, true), local(2, 20, 200, '1.00', 1)]);
    expect(await useCartStore.getState().moveToFavourites()).toBe(1);
    expect(sentBodies(api.fetch, STORAGE)).toEqual([
      { type: 'follow', data: [{ goods_id: 10, sku_id: 100 }] },
    ]);
    expect(useCartStore.getState().list.map((group) => group.shop_id)).toEqual([2]);
  });

  it('a change the server refuses reloads the server cart', async () => {
    serverApi();
    await login();
    const api = serverApi([serverRow(1, 10, 100, '1.00', 1)], () =>
      envelopeResponse(null, { code: 0, msg: 'quantity_illegal' }),
    );
    setList([local(1, 10, 100, '1.00', 1)]);
    useCartStore.getState().plus(1, 10, 100);
    await waitFor(() => expect(sentBodies(api.fetch, SYNCHRO)).toHaveLength(1));
    await waitFor(() => expect(useCartStore.getState().list[0]?.products[0]?.number).toBe(1));
  });

  it('adding the same goods and SKU raises the quantity and sends only what was added', async () => {
    serverApi();
    await login();
    const api = serverApi();
    const addition = {
      shop: { shop_id: 1, shop_name: 'Shop 1' },
      goods_id: 10,
      sku_id: 100,
      title: 'G',
      image: '/g.png',
      price: '2.50',
      number: 2,
      stock: 3,
    };
    addToCart(addition);
    addToCart(addition); // only 1 more fits the stock
    addToCart(addition); // full: nothing to send
    expect(useCartStore.getState().list[0]?.products[0]).toMatchObject({ number: 3, sum: '7.50' });
    await waitFor(() => expect(sentBodies(api.fetch, STORAGE)).toHaveLength(2));
    expect(
      sentBodies(api.fetch, STORAGE).map((body) => (body.data as { number: number }).number),
    ).toEqual([2, 1]);
  });
});
