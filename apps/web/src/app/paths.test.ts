import { describe, expect, it } from 'vitest';
import { findRouteEntry, routeTable } from './route-table';
import { PAGES, paths } from '../lib/paths';

const pathname = (path: string) => path.split(/[?#]/)[0] ?? path;

describe('page paths', () => {
  it('every page constant is a route of the route table', () => {
    for (const path of Object.values(PAGES)) expect(findRouteEntry(path)?.path).toBe(path);
  });

  it('every route of the route table has its page constant', () => {
    const known = new Set<string>(Object.values(PAGES));
    expect(routeTable.filter((entry) => !known.has(entry.path))).toEqual([]);
  });

  it('every path builder opens a page of the route table', () => {
    const built = [
      paths.goods(7),
      paths.shop(7),
      paths.orderDetails(7),
      paths.refundDetails(7),
      paths.orders(2),
      paths.categoryGoods(7),
      paths.cashier([3, 4]),
      paths.article({ id: 7, title: 'A & B' }),
    ];
    expect(built).toHaveLength(Object.keys(paths).length);
    for (const path of built) expect(findRouteEntry(pathname(path))).toBeDefined();
  });

  it('builders carry their query: ids, a state, an encoded title', () => {
    expect(paths.goods(7)).toBe('/pages/product/goods?id=7');
    expect(paths.cashier([3, 4])).toBe('/pages/user/money/pay?order_id=3,4');
    expect(paths.article({ id: 7, title: 'A & B' })).toBe(
      '/pages/article/details?id=7&title=A%20%26%20B',
    );
  });
});
