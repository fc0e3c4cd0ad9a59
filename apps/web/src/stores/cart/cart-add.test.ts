import { describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store';
import { addToCart, addToCartList, type CartAddition } from './cart-add';

const addition = (overrides: Partial<CartAddition> = {}): CartAddition => ({
  shop: { shop_id: 3, shop_name: 'Cloud Store' },
  goods_id: 7,
  sku_id: 70,
  title: 'Cloud phone',
  image: '/uploads/p.png',
  price: '19.90',
  number: 2,
  stock: 10,
  ...overrides,
});

describe('adding to the cart', () => {
  it('a newly added product starts ticked in its own shop group, with its plan and exact sum', () => {
    const list = addToCartList([], addition({ difference: '7 days, Standard' }));
    expect(list).toEqual([
      {
        shop_id: 3,
        shop_name: 'Cloud Store',
        check: true,
        choose: 1,
        products: [
          {
            goods_id: 7,
            sku_id: 70,
            title: 'Cloud phone',
            image: '/uploads/p.png',
            sku: { id: 70, price: '19.90', stock: 10, difference: '7 days, Standard' },
            number: 2,
            sum: '39.80',
            checked: true,
          },
        ],
      },
    ]);
  });

  it('raises the quantity of the same goods and SKU, bounded by the stock', () => {
    let list = addToCartList([], addition());
    list = addToCartList(list, addition({ number: 3 }));
    expect(list[0]?.products).toHaveLength(1);
    expect(list[0]?.products[0]).toMatchObject({ number: 5, sum: '99.50' });
    list = addToCartList(list, addition({ number: 9 }));
    expect(list[0]?.products[0]).toMatchObject({ number: 10, sum: '199.00' });
  });

  it('a new SKU joins its shop ticked, earlier choices kept; another shop gets its own group', () => {
    let list = addToCartList([], addition());
    list = [
      {
        ...list[0]!,
        check: false,
        choose: 0,
        products: list[0]!.products.map((product) => ({ ...product, checked: false })),
      },
    ];
    list = addToCartList(list, addition({ sku_id: 71, price: '5.00', number: 1 }));
    expect(list[0]?.check).toBe(false);
    expect(list[0]?.choose).toBe(1);
    expect(list[0]?.products.map((product) => [product.sku_id, product.checked])).toEqual([
      [70, false],
      [71, true],
    ]);
    list = addToCartList(
      list,
      addition({ shop: { shop_id: 4, shop_name: 'Other' }, goods_id: 8, sku_id: 80 }),
    );
    expect(list.map((group) => group.shop_id)).toEqual([3, 4]);
  });

  it('updates the stored cart and its totals', () => {
    useCartStore.setState({ list: [] });
    addToCart(addition());
    addToCart(addition({ sku_id: 71, number: 1 }));
    const state = useCartStore.getState();
    expect(state.cartnum).toBe(3);
    expect(state.allchoose).toBe(2);
    expect(state.allsum).toBe('59.70');
    expect(state.list[0]?.products).toHaveLength(2);
    expect(
      JSON.parse(localStorage.getItem('wanlshop:cart') ?? '{}').state.list[0].products,
    ).toHaveLength(2);
  });
});
