import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import {
  ArticleDetailSchema,
  ArticleListQuerySchema,
  ArticleSchema,
  CategoryNodeSchema,
  CommentQuerySchema,
  CommentSchema,
  CommentStatisticsSchema,
  FavouriteSchema,
  FollowedShopSchema,
  FootprintSchema,
  GoodsCardSchema,
  GoodsDetailSchema,
  GoodsListQuerySchema,
  LikesQuerySchema,
  SearchSuggestSchema,
  ShopCardSchema,
  ShopPageSchema,
} from './catalog.schemas.ts';

const IdInput = z.object({ id: IdSchema });

export const catalogRoutes = {
  categories: defineRoute({
    method: 'GET', path: '/wanlshop/common/category', auth: 'none', input: z.object({}), output: z.array(CategoryNodeSchema), errors: [],
    summary: 'The goods category tree, ordered by weight.',
  }),
  goodsList: defineRoute({
    method: 'GET', path: '/wanlshop/product/lists', auth: 'optional', input: GoodsListQuerySchema, output: pageSchema(GoodsCardSchema), errors: [],
    summary: 'On-sale goods by keyword (trigram-indexed), category subtree, shop and price range, sorted and paged.',
  }),
  goods: defineRoute({
    method: 'GET', path: '/wanlshop/product/goods', auth: 'optional', input: IdInput, output: GoodsDetailSchema, errors: ['goods_not_available'],
    summary: 'Goods detail with SKUs, shop card and review summary; counts a view and a member footprint.',
  }),
  comments: defineRoute({
    method: 'GET', path: '/wanlshop/product/comment', auth: 'none', input: CommentQuerySchema,
    output: z.object({ comment: pageSchema(CommentSchema), statistics: CommentStatisticsSchema }), errors: [],
    summary: 'Reviews of a goods by tag (good, pertinent, poor, with pictures) and their statistics.',
  }),
  likes: defineRoute({
    method: 'GET', path: '/wanlshop/product/likes', auth: 'optional', input: LikesQuerySchema, output: pageSchema(GoodsCardSchema), errors: [],
    summary: 'Guess you like: best sellers, leaning to the categories the member viewed.',
  }),
  follow: defineRoute({
    method: 'POST', path: '/wanlshop/product/follow', auth: 'member', input: IdInput, output: z.boolean(), errors: ['goods_not_available'],
    summary: 'Toggles a goods in the member’s favourites; answers whether it is now a favourite.',
  }),
  collect: defineRoute({
    method: 'GET', path: '/wanlshop/product/collect', auth: 'member', input: PageQuerySchema, output: pageSchema(FavouriteSchema), errors: [],
    summary: 'The member’s favourites, newest first.',
  }),
  footprint: defineRoute({
    method: 'GET', path: '/wanlshop/product/footprint', auth: 'member', input: PageQuerySchema, output: pageSchema(FootprintSchema), errors: [],
    summary: 'Goods the member viewed, most recent first.',
  }),
  searchSuggest: defineRoute({
    method: 'GET', path: '/wanlshop/common/searchList', auth: 'optional', input: z.object({}), output: SearchSuggestSchema, errors: [],
    summary: 'Hot keywords and, for members, their recent searches.',
  }),
  clearSearchHistory: defineRoute({
    method: 'POST', path: '/wanlshop/common/clearSearch', auth: 'member', input: z.object({}), output: z.null(), errors: [],
    summary: 'Forgets the member’s search history.',
  }),
  shop: defineRoute({
    method: 'GET', path: '/wanlshop/shop/page', auth: 'optional', input: IdInput, output: ShopPageSchema, errors: ['shop_not_found'],
    summary: 'A shop’s card, banner, bio, its categories and whether the member follows it.',
  }),
  followShop: defineRoute({
    method: 'POST', path: '/wanlshop/shop/follow', auth: 'member', input: IdInput, output: z.boolean(), errors: ['shop_not_found'],
    summary: 'Toggles following a shop; answers whether it is now followed.',
  }),
  followedShops: defineRoute({
    method: 'GET', path: '/wanlshop/shop/followList', auth: 'member', input: PageQuerySchema, output: pageSchema(FollowedShopSchema), errors: [],
    summary: 'Shops the member follows.',
  }),
  searchShops: defineRoute({
    method: 'GET', path: '/wanlshop/shop/search', auth: 'none', input: PageQuerySchema.extend({ search: z.string().trim().max(64).default('') }),
    output: pageSchema(ShopCardSchema), errors: [],
    summary: 'Shops by name.',
  }),
  articles: defineRoute({
    method: 'GET', path: '/wanlshop/article/lists', auth: 'none', input: ArticleListQuerySchema, output: pageSchema(ArticleSchema), errors: [],
    summary: 'Published articles, newest first, optionally of one category (news, help, notice).',
  }),
  article: defineRoute({
    method: 'GET', path: '/wanlshop/article/details', auth: 'none', input: IdInput, output: ArticleDetailSchema, errors: ['article_not_found'],
    summary: 'One article with its sanitised content; counts a view.',
  }),
} as const;
