import { parseAmountToMinor } from '@cloudmall/contract';
import type { GoodsListQuerySchema } from '@cloudmall/contract/catalog';
import type { z } from 'zod';
import type { GoodsFilter } from './catalog.repository.ts';

type ListQuery = z.output<typeof GoodsListQuerySchema>;

/** "%Taipei%" as the client sends a LIKE value: the text between the wildcards. */
const likeText = (value: string) => value.replace(/^%+|%+$/g, '').trim();

/**
 * The goods filter of a list query: Cloudmall's own fields first, else the protocol's whitelisted
 * `filter` fields (category with its subtree, shop, price "low,high", shop city containing a text).
 */
export function listFilterOf(query: ListQuery): {
  categoryId: number | undefined;
  filter: Omit<GoodsFilter, 'words' | 'categoryIds'>;
} {
  const protocol = query.filter ?? {};
  const [low, high] = protocol.price ? protocol.price.split(',') : [];
  const priceMin = query.price_min ?? low;
  const priceMax = query.price_max ?? high;
  const city = protocol['shop.city'] ? likeText(protocol['shop.city']) : '';
  return {
    categoryId: query.category_id ?? protocol.category_id,
    filter: {
      shopId: query.shop_id ?? protocol.shop_id,
      priceMinMinor: priceMin ? parseAmountToMinor(priceMin) : undefined,
      priceMaxMinor: priceMax ? parseAmountToMinor(priceMax) : undefined,
      ...(city ? { city } : {}),
    },
  };
}
