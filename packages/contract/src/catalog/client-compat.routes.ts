import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { EmptyLooseInputSchema, IdLooseInputSchema } from '../shared/route-inputs.ts';
import { ArticleSchema, GoodsCardSchema } from './catalog.schemas.ts';
import {
  ArticleKindQuerySchema,
  CategoryGoodsQuerySchema,
  CategoryGoodsSchema,
  DrawerInputSchema,
  DrawerSchema,
  FindInitSchema,
  HeadlineSchema,
  IdCsvQuerySchema,
  MyCommentSchema,
  SearchHintsInputSchema,
  SearchHintsSchema,
  SetSearchInputSchema,
  ShopInfoSchema,
} from './client-compat.schemas.ts';

/** The protocol's catalog and content paths its stock client calls, over Cloudmall's own data. */
export const catalogClientRoutes = {
  categoryGoods: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/category',
    auth: 'optional',
    input: CategoryGoodsQuerySchema,
    output: CategoryGoodsSchema,
    errors: [],
    summary:
      'A home category tab: on-sale goods of the category and its subtree, best sellers first (no flash sales: `seckill` is empty).',
  }),
  searchHints: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/search',
    auth: 'none',
    input: SearchHintsInputSchema,
    output: SearchHintsSchema,
    errors: [],
    summary:
      'While typing a search: up to 20 categories and 20 known keywords containing the text.',
  }),
  setSearch: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/setSearch',
    auth: 'optional',
    input: SetSearchInputSchema,
    output: z.null(),
    errors: [],
    summary: 'Counts a searched keyword (hot list) and, for a member, keeps it in their history.',
  }),
  headlines: defineRoute({
    method: 'GET',
    path: '/wanlshop/page/headlines',
    auth: 'none',
    input: EmptyLooseInputSchema,
    output: z.array(HeadlineSchema),
    errors: [],
    summary: 'The home headlines: the 20 newest news articles.',
  }),
  pageGoods: defineRoute({
    method: 'GET',
    path: '/wanlshop/page/goods',
    auth: 'none',
    input: z.object({ ids: IdCsvQuerySchema }),
    output: z.array(GoodsCardSchema),
    errors: [],
    summary:
      'Goods cards of a decorated goods module, by ids (csv); goods not on sale are left out.',
  }),
  drawer: defineRoute({
    method: 'GET',
    path: '/wanlshop/product/drawer',
    auth: 'none',
    input: DrawerInputSchema,
    output: DrawerSchema,
    errors: [],
    summary:
      'The goods list filter drawer: brands and attributes (Cloudmall keeps none: both empty).',
  }),
  articleList: defineRoute({
    method: 'POST',
    path: '/wanlshop/article/getList',
    auth: 'none',
    input: ArticleKindQuerySchema,
    output: pageSchema(ArticleSchema),
    errors: [],
    summary: 'Articles of one kind (help, new = news, sys = notice), newest first.',
  }),
  findInit: defineRoute({
    method: 'GET',
    path: '/wanlshop/find/find/getInit',
    auth: 'optional',
    input: EmptyLooseInputSchema,
    output: FindInitSchema,
    errors: [],
    summary: 'The discovery page’s tabs and switches, and whether the caller owns a shop.',
  }),
  shopInfo: defineRoute({
    method: 'GET',
    path: '/wanlshop/shop/getShopInfo',
    auth: 'optional',
    input: IdLooseInputSchema,
    output: ShopInfoSchema,
    errors: ['shop_not_found'],
    summary:
      'A shop’s front page: card, categories, fans, whether the caller follows it, its page.',
  }),
  myComments: defineRoute({
    method: 'GET',
    path: '/wanlshop/user/comment',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(MyCommentSchema),
    errors: [],
    summary: 'The member’s own goods reviews, newest first, each with the goods reviewed.',
  }),
} as const;
