import { describe, expect, it } from 'vitest';
import type { CartShopGroup, ServerCartRow } from './cart-types';
import {
  checkoutPath,
  chooseAll,
  chosenLines,
  groupRows,
  localLines,
  removeChosen,
  sanitizeList,
  stepQuantity,
  toggleItem,
  toggleShop,
} from './cart-rules';

const row = (
  shop: number,
  goods: number,
  sku: number,
  price: string,
  number: number,
): ServerCartRow => ({
  shop_id: shop,
  shop_name: `Shop ${shop}`,
  goods_id: goods,
  sku_id: sku,
  title: `Goods ${goods}`,
  image: `/uploads/${goods}.png`,
  number,
  sku: { id: sku, price, stock: 5, difference: 'Red' },
});

const rows = [row(1, 10, 100, '0.10', 1), row(2, 20, 200, '19.90', 2), row(1, 11, 110, '0.20', 3)];

describe('cart grouping', () => {
  it('groups the synchro answer by shop in order of first appearance, unchosen, with exact sums', () => {
    const list = groupRows(rows);
    expect(
      list.map((group) => [
        group.shop_id,
        group.shop_name,
        group.products.map((product) => product.sku_id),
      ]),
    ).toEqual([
      [1, 'Shop 1', [100, 110]],
      [2, 'Shop 2', [200]],
    ]);
    expect(list[0]?.products[1]).toEqual({
      goods_id: 11,
      sku_id: 110,
      title: 'Goods 11',
      image: '/uploads/11.png',
      sku: { id: 110, price: '0.20', stock: 5, difference: 'Red' },
      number: 3,
      sum: '0.60',
      checked: false,
    });
    expect(list.every((group) => !group.check && group.choose === 0)).toBe(true);
  });

  it('keeps the products that were chosen before a reload chosen', () => {
    const before = toggleItem(groupRows(rows), 2, 20, 200);
    const after = groupRows(rows, before);
    expect(after[1]).toMatchObject({ check: true, choose: 1 });
    expect(after[0]).toMatchObject({ check: false, choose: 0 });
  });
});

describe('cart selection', () => {
  it('a product’s check updates its shop: all chosen checks the shop, one unchosen unchecks it', () => {
    let list = toggleItem(groupRows(rows), 1, 10, 100);
    expect(list[0]).toMatchObject({ check: false, choose: 1 });
    list = toggleItem(list, 1, 11, 110);
    expect(list[0]).toMatchObject({ check: true, choose: 2 });
    list = toggleItem(list, 1, 10, 100);
    expect(list[0]).toMatchObject({ check: false, choose: 1 });
    expect(list[1]).toMatchObject({ check: false, choose: 0 });
  });

  it('a shop’s check chooses all its products, and unchooses them when it was fully chosen', () => {
    let list = toggleItem(groupRows(rows), 1, 10, 100);
    list = toggleShop(list, 1);
    expect(list[0]?.products.every((product) => product.checked)).toBe(true);
    expect(list[1]?.products.some((product) => product.checked)).toBe(false);
    list = toggleShop(list, 1);
    expect(list[0]).toMatchObject({ check: false, choose: 0 });
  });

  it('select all chooses every product, and off unchooses them', () => {
    const all = chooseAll(groupRows(rows), true);
    expect(all.every((group) => group.check && group.choose === group.products.length)).toBe(true);
    expect(chooseAll(all, false).every((group) => !group.check && group.choose === 0)).toBe(true);
  });

  it('lists the chosen lines for checkout and the whole cart for synchro', () => {
    const list = toggleShop(groupRows(rows), 1);
    expect(chosenLines(list)).toEqual([
      { goods_id: 10, sku_id: 100, number: 1 },
      { goods_id: 11, sku_id: 110, number: 3 },
    ]);
    expect(localLines(list)).toEqual([
      { goods_id: 10, shop_id: 1, sku_id: 100, number: 1 },
      { goods_id: 11, shop_id: 1, sku_id: 110, number: 3 },
      { goods_id: 20, shop_id: 2, sku_id: 200, number: 2 },
    ]);
    expect(checkoutPath(chosenLines(list))).toBe(
      `/pages/user/order/addorder?type=cart&data=${encodeURIComponent('[{"goods_id":10,"number":1,"sku_id":100},{"goods_id":11,"number":3,"sku_id":110}]')}`,
    );
  });
});

describe('cart quantities', () => {
  it('plus adds one and the unit price to the sum, exactly', () => {
    const stepped = stepQuantity(groupRows(rows), 1, 11, 110, 1);
    expect(stepped?.product).toMatchObject({ number: 4, sum: '0.80' });
  });

  it('minus works only above 1', () => {
    const list = groupRows(rows);
    expect(stepQuantity(list, 1, 10, 100, -1)).toBeNull();
    expect(stepQuantity(list, 2, 20, 200, -1)?.product).toMatchObject({ number: 1, sum: '19.90' });
  });

  it('plus stops at the stock the server told', () => {
    const list = groupRows([row(1, 10, 100, '1.00', 5)]);
    expect(stepQuantity(list, 1, 10, 100, 1)).toBeNull();
  });
});

describe('cart deletion and storage', () => {
  it('removes the chosen products and the shops left empty', () => {
    const list = toggleItem(toggleShop(groupRows(rows), 1), 2, 20, 200);
    expect(removeChosen(list)).toEqual([]);
    const partial = removeChosen(toggleItem(groupRows(rows), 1, 10, 100));
    expect(partial.map((group) => group.products.map((product) => product.sku_id))).toEqual([
      [110],
      [200],
    ]);
    expect(partial[0]).toMatchObject({ check: false, choose: 0 });
  });

  it('reads a corrupt stored cart as empty and drops broken products', () => {
    expect(sanitizeList('nonsense')).toEqual([]);
    expect(sanitizeList([{ shop_id: 'x' }, null])).toEqual([]);
    const stored = [
      {
        ...groupRows(rows)[0]!,
        products: [
          ...groupRows(rows)[0]!.products,
          { goods_id: 1, sku_id: 2, number: 0, sku: { id: 2, price: '1.00' } },
        ],
      },
    ] as CartShopGroup[];
    expect(sanitizeList(stored)[0]?.products).toHaveLength(2);
  });
});
