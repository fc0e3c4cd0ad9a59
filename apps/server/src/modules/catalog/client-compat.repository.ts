import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { newestFirstJoinedPage } from '../../db/page.ts';
import {
  categories,
  goods,
  goodsComments,
  searchKeywords,
} from '../../db/schema/catalog.schema.ts';

/** Queries behind the protocol's own catalog paths: search hints and a member's reviews. */
export const clientCompatRepository = {
  /** Shown categories whose name contains the text, by weight. */
  categoriesNamed: (db: Db, text: string, limit: number) =>
    db
      .select({ id: categories.id, name: categories.name, translations: categories.translations })
      .from(categories)
      .where(and(eq(categories.isNav, true), ilike(categories.name, containing(text))))
      .orderBy(asc(categories.weigh), asc(categories.id))
      .limit(limit),

  /** Searched keywords containing the text, most searched first. */
  keywordsContaining: (db: Db, text: string, limit: number) =>
    db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .where(ilike(searchKeywords.keyword, containing(text)))
      .orderBy(desc(searchKeywords.hot), desc(searchKeywords.views))
      .limit(limit),

  /** A member's own reviews, newest first, with the goods reviewed. */
  pageMemberReviews: (db: Db, userId: number, offset: number, limit: number) =>
    newestFirstJoinedPage(
      db,
      db
        .select({ review: goodsComments, goods })
        .from(goodsComments)
        .innerJoin(goods, eq(goods.id, goodsComments.goodsId))
        .$dynamic(),
      goodsComments,
      eq(goodsComments.userId, userId),
      { offset, limit },
    ),
};
