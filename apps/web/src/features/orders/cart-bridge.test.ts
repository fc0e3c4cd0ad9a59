import { describe, expect, it } from 'vitest';
import type { CartShopGroup } from '../../stores/cart/cart-store';
import { withItem, withoutLines } from './cart-bridge';

const product = (goods_id: number, sku_id: number, checked: boolean, number = 1) => ({
  goods_id,
  sku_id,
  title: `G${goods_id}`,
  image: '',
  sku: { id: sku_id, price: '2.50' },
  number,
  sum: (2.5 * number).toFixed(2),
  checked,
});
const cart = (): CartShopGroup[] => [
  {
    shop_id: 6,
    shop_name: 'A',
    check: false,
    choose: 1,
    products: [product(1, 10, true), product(2, 20, false)],
  },
  { shop_id: 7, shop_name: 'B', check: true, choose: 1, products: [product(3, 30, true)] },
];

describe('cart after checkout and buy again', () => {
  it('removes the bought SKUs, drops emptied shops and recomputes the selection', () => {
    expect(
      withoutLines(cart(), [
        { goods_id: 1, sku_id: 10 },
        { goods_id: 3, sku_id: 30 },
      ]),
    ).toEqual([
      { shop_id: 6, shop_name: 'A', check: false, choose: 0, products: [product(2, 20, false)] },
    ]);
  });
  it('adds an order item to its shop, quantities adding up at the cart price', () => {
    const list = withItem(
      cart(),
      { id: 6, shopname: 'A' },
      { goods_id: 2, sku_id: 20, title: 'G2', image: '', price: '9.99', number: 2 },
    );
    expect(list[0]?.products[1]).toMatchObject({ number: 3, sum: '7.50', checked: false });
  });
  it('adds a new shop unselected', () => {
    const list = withItem(
      [],
      { id: 8, shopname: 'C' },
      { goods_id: 4, sku_id: 40, title: 'G4', image: '', price: '1.10', number: 3 },
    );
    expect(list).toEqual([
      {
        shop_id: 8,
        shop_name: 'C',
        check: false,
        choose: 0,
        products: [
          {
            goods_id: 4,
            sku_id: 40,
            title: 'G4',
            image: '',
            sku: { id: 40, price: '1.10' },
            number: 3,
            sum: '3.30',
            checked: false,
          },
        ],
      },
    ]);
  });
});
