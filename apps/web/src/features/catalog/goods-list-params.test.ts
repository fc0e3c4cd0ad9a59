import { describe, expect, it } from 'vitest';
import { goodsFiltersQuery, nextSort, orderedRange, readGoodsFilters } from './goods-list-params';

describe('product list filters', () => {
  it('reads the query with defaults and ignores broken values', () => {
    expect(
      readGoodsFilters(
        new URLSearchParams(
          'category_id=4&search=%20phone%20&sort=price&order=asc&price_min=10&price_max=abc',
        ),
      ),
    ).toEqual({
      search: 'phone',
      category_id: 4,
      shop_id: undefined,
      price_min: '10',
      price_max: undefined,
      sort: 'price',
      order: 'asc',
    });
    expect(readGoodsFilters(new URLSearchParams('shop_id=-1&sort=drop'))).toMatchObject({
      shop_id: undefined,
      sort: 'weigh',
      order: 'desc',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      goodsFiltersQuery({
        search: 'x',
        sort: 'weigh',
        order: 'desc',
        shop_id: 2,
        price_min: undefined,
      }),
    ).toEqual({ search: 'x', shop_id: '2' });
  });

  it('sorts descending, except price which starts ascending and flips', () => {
    const steps = [
      // [current sort, current order, tapped column, next order]
      ['weigh', 'desc', 'sales', 'desc'],
      ['sales', 'desc', 'price', 'asc'],
      ['price', 'asc', 'price', 'desc'],
      ['price', 'desc', 'createtime', 'desc'],
    ] as const;
    for (const [sort, order, tapped, next] of steps) {
      expect(nextSort({ sort, order }, tapped), `${sort} ${order}, tap ${tapped}`).toEqual({
        sort: tapped,
        order: next,
      });
    }
  });

  it('puts a reversed price range in order', () => {
    expect(orderedRange('50', '10')).toEqual({ price_min: '10', price_max: '50' });
    expect(orderedRange(undefined, '10')).toEqual({ price_min: undefined, price_max: '10' });
  });
});
