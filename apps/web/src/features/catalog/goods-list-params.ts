import { queryId } from '../../lib/query-id';
import { normalizeKeyword } from './search-history';

export type GoodsSort = 'weigh' | 'sales' | 'price' | 'createtime';
export type SortOrder = 'asc' | 'desc';

/** The product list's filters as the URL carries them (`/pages/product/list?…`). */
export interface GoodsFilters {
  search?: string;
  category_id?: number;
  shop_id?: number;
  price_min?: string;
  price_max?: string;
  sort: GoodsSort;
  order: SortOrder;
}

const SORTS: GoodsSort[] = ['weigh', 'sales', 'price', 'createtime'];
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** A price bound as the server takes it ("12" or "12.5"), or undefined. */
export function priceBound(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return PRICE.test(text) ? text : undefined;
}

/** Reads the filters from the query; unknown or broken values fall back to the defaults. */
export function readGoodsFilters(params: URLSearchParams): GoodsFilters {
  const sort = SORTS.find((item) => item === params.get('sort')) ?? 'weigh';
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const search = normalizeKeyword(params.get('search') ?? '');
  return {
    search: search || undefined,
    category_id: queryId(params.get('category_id')),
    shop_id: queryId(params.get('shop_id')),
    price_min: priceBound(params.get('price_min')),
    price_max: priceBound(params.get('price_max')),
    sort,
    order,
  };
}

/** The query string of some filters (defaults left out), for `setSearchParams` and links. */
export function goodsFiltersQuery(filters: Partial<GoodsFilters>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if ((key === 'sort' && value === 'weigh') || (key === 'order' && value === 'desc')) continue;
    query[key] = String(value);
  }
  return query;
}

/**
 * The sort after a tap on a sort tab: comprehensive, sales and newest sort descending; price starts
 * low to high and flips on each further tap.
 */
export function nextSort(
  current: Pick<GoodsFilters, 'sort' | 'order'>,
  tapped: GoodsSort,
): Pick<GoodsFilters, 'sort' | 'order'> {
  if (tapped !== 'price') return { sort: tapped, order: 'desc' };
  if (current.sort !== 'price') return { sort: 'price', order: 'asc' };
  return { sort: 'price', order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** A price range with the bounds in order (the sheet accepts them either way round). */
export function orderedRange(
  min: string | undefined,
  max: string | undefined,
): { price_min?: string; price_max?: string } {
  if (min !== undefined && max !== undefined && Number(min) > Number(max))
    return { price_min: max, price_max: min };
  return { price_min: min, price_max: max };
}
