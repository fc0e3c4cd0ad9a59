import { describe, expect, it } from 'vitest';
import { cleanSpecs, skuRowsFor } from './sku-rows';

describe('the SKU table follows the specs', () => {
  it('one row per combination of the specs’ values, in spec order', () => {
    const rows = skuRowsFor(
      [
        { name: 'Colour', items: ['Red', 'Blue'] },
        { name: 'Size', items: ['S', 'M'] },
      ],
      [],
    );
    expect(rows.map((row) => row.difference)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });

  it('a row whose combination stays keeps its price, stock and code; new rows start from the first row’s prices', () => {
    const before = skuRowsFor([{ name: 'Colour', items: ['Red'] }], []).map((row) => ({
      ...row,
      price: '9.90',
      market_price: '12.00',
      stock: 7,
      code: 'R1',
    }));
    const after = skuRowsFor([{ name: 'Colour', items: ['Red', 'Blue'] }], before);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toEqual({
      difference: ['Blue'],
      price: '9.90',
      market_price: '12.00',
      stock: 0,
      code: '',
    });
  });

  it('no specs means one SKU of no values; blank specs and repeated values are dropped', () => {
    expect(skuRowsFor([], []).map((row) => row.difference)).toEqual([[]]);
    expect(
      cleanSpecs([
        { name: ' Colour ', items: ['Red', ' Red', ''] },
        { name: '', items: ['x'] },
      ]),
    ).toEqual([{ name: 'Colour', items: ['Red'] }]);
  });
});
