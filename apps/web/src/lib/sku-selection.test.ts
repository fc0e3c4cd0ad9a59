import type { Sku } from '@cloudmall/contract/catalog';
import { describe, expect, it } from 'vitest';
import {
  chosenSku,
  clampQuantity,
  initialSelection,
  isLegalQuantity,
  isOptionAvailable,
  missingSpecs,
  priceRange,
  toggleOption,
  totalStock,
} from './sku-selection';

const sku = (id: number, difference: string[], price: string, stock: number): Sku => ({
  id,
  difference,
  price,
  market_price: '99.00',
  stock,
  sales: 0,
});

const spu = [
  { id: 1, name: 'Colour', item: [{ name: 'Red' }, { name: 'Blue' }] },
  { id: 2, name: 'Size', item: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] },
];
const skus = [
  sku(11, ['Red', 'S'], '10.00', 5),
  sku(12, ['Red', 'M'], '12.00', 0),
  sku(13, ['Red', 'L'], '12.50', 2),
  sku(14, ['Blue', 'S'], '9.90', 0),
  sku(15, ['Blue', 'M'], '11.00', 3),
];

describe('SKU selection', () => {
  it('offers only values that some SKU in stock has', () => {
    const none = initialSelection(spu, skus);
    expect(none).toEqual([undefined, undefined]);
    expect(isOptionAvailable(skus, none, 0, 'Red')).toBe(true);
    expect(isOptionAvailable(skus, none, 1, 'M')).toBe(true);
  });

  it('disables combinations without stock against the other chosen values', () => {
    const red = toggleOption([undefined, undefined], 0, 'Red');
    expect(isOptionAvailable(skus, red, 1, 'S')).toBe(true);
    expect(isOptionAvailable(skus, red, 1, 'M')).toBe(false); // Red/M has no stock
    expect(isOptionAvailable(skus, red, 1, 'L')).toBe(true);
    const blue = toggleOption(red, 0, 'Blue');
    expect(isOptionAvailable(skus, blue, 1, 'S')).toBe(false);
    expect(isOptionAvailable(skus, blue, 1, 'L')).toBe(false); // no Blue/L SKU at all
    // the colour row is checked against the chosen size, not against itself
    const small = toggleOption([undefined, undefined], 1, 'S');
    expect(isOptionAvailable(skus, small, 0, 'Red')).toBe(true);
    expect(isOptionAvailable(skus, small, 0, 'Blue')).toBe(false);
  });

  it('toggles a value off when it is tapped again', () => {
    expect(toggleOption(['Red', 'S'], 0, 'Red')).toEqual([undefined, 'S']);
  });

  it('finds the SKU of a complete selection with its price and stock', () => {
    expect(chosenSku(spu, skus, ['Red', undefined])).toBeUndefined();
    expect(missingSpecs(spu, ['Red', undefined])).toEqual(['Size']);
    const chosen = chosenSku(spu, skus, ['Red', 'L']);
    expect(chosen).toMatchObject({ id: 13, price: '12.50', stock: 2 });
    expect(chosenSku(spu, skus, ['Blue', 'L'])).toBeUndefined();
  });

  it('preselects single-value specs and answers the one SKU of a goods without specs', () => {
    const single = [{ id: 1, name: 'Edition', item: [{ name: 'Standard' }] }];
    const oneSku = [sku(21, ['Standard'], '5.00', 1)];
    expect(initialSelection(single, oneSku)).toEqual(['Standard']);
    expect(chosenSku(single, oneSku, ['Standard'])?.id).toBe(21);
    expect(initialSelection(single, [sku(21, ['Standard'], '5.00', 0)])).toEqual([undefined]);
    expect(chosenSku([], [sku(31, [], '3.00', 4)], [])?.id).toBe(31);
  });

  it('answers the price range and total stock of SKUs in stock', () => {
    expect(priceRange(skus)).toEqual({ min: '10.00', max: '12.50' });
    expect(priceRange([sku(1, [], '3.00', 0), sku(2, [], '2.00', 0)])).toEqual({
      min: '2.00',
      max: '3.00',
    });
    expect(priceRange([])).toBeUndefined();
    expect(totalStock(skus)).toBe(10);
  });

  it('accepts whole quantities from 1 to the stock only', () => {
    expect(isLegalQuantity(1, 2)).toBe(true);
    expect(isLegalQuantity(2, 2)).toBe(true);
    expect(isLegalQuantity(3, 2)).toBe(false);
    expect(isLegalQuantity(0, 2)).toBe(false);
    expect(isLegalQuantity(1.5, 2)).toBe(false);
    expect(isLegalQuantity(Number.NaN, 2)).toBe(false);
    expect(isLegalQuantity(1, 0)).toBe(false);
    expect(clampQuantity(9, 2)).toBe(2);
    expect(clampQuantity(-3, 2)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
