import { followsRepository } from './follows.repository.ts';
import { goodsRepository } from './goods.repository.ts';
import { reviewsRepository } from './reviews.repository.ts';
import { searchRepository } from './search.repository.ts';
import { shopsRepository } from './shops.repository.ts';

export type { GoodsFilter, GoodsRow, ShopRow } from './goods.repository.ts';
export { COUNT_CAP } from './goods.repository.ts';

/** The catalog's queries, one repository per responsibility (goods, shops, reviews, follows, search). */
export const catalogRepository = {
  ...goodsRepository,
  ...shopsRepository,
  ...reviewsRepository,
  ...followsRepository,
  ...searchRepository,
};
