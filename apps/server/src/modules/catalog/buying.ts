import type { Language } from '@cloudmall/contract';
import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import { toGoodsCard } from './catalog.mapper.ts';
import { followsRepository } from './follows.repository.ts';
import { type ApplicableFilter, type GoodsBrief, goodsRepository } from './goods.repository.ts';
import { type NewReview, reviewsRepository } from './reviews.repository.ts';
import { shopsRepository } from './shops.repository.ts';
import { type PurchaseSku, type StockLine, stockRepository } from './stock.repository.ts';

/**
 * What buying (cart, orders, groups, coupons) asks of the catalog. Every use case takes the
 * caller's database handle, so one run inside the caller's transaction keeps it atomic.
 */
export interface CatalogForBuying {
  /** SKUs by id with goods, shop, prices and stock; unknown ids are absent. */
  purchaseSkus(db: Db, skuIds: number[], language?: Language): Promise<Map<number, PurchaseSku>>;
  /** Takes stock for every line or none (`out_of_stock`), in SKU id order so baskets never deadlock. */
  reserveStock(trx: Db, lines: StockLine[]): Promise<void>;
  /** Gives reserved stock back (an unpaid order closed, a group failed). */
  releaseStock(trx: Db, lines: StockLine[]): Promise<void>;
  /** A paid order's quantities count as sales of its SKUs and goods. */
  recordSales(trx: Db, lines: StockLine[]): Promise<void>;
  /** Reviews of bought items are stored and each goods' comment and praise (4-5 stars) counters rise. */
  writeReviews(trx: Db, reviews: NewReview[], now: Date): Promise<void>;
  /** A member's reviews, newest first, with the goods' title and image. */
  reviewsOf(
    db: Db,
    userId: number,
    offset: number,
    limit: number,
  ): ReturnType<typeof reviewsRepository.pageOfMember>;
  /** Existing goods become favourites (kept ones stay), each new one bumps its like count; answers how many were new. */
  addFavourites(trx: Db, userId: number, goodsIds: number[]): Promise<number>;
  /** How many favourites, followed shops and footprints a member has. */
  memberCounts(
    db: Db,
    userId: number,
  ): Promise<{ collection: number; concern: number; footprint: number }>;
  /** Shop names by id. */
  shopNames(db: Db, shopIds: number[]): Promise<Map<number, string>>;
  /** The member who owns a shop (paid at settlement), or null. */
  shopOwner(db: Db, shopId: number): Promise<number | null>;
  /** Goods by id (any status) with shop, sale state and lowest SKU prices. */
  goodsBriefs(db: Db, goodsIds: number[]): Promise<Map<number, GoodsBrief>>;
  /** On-sale goods a coupon applies to, as cards, best sellers first. */
  applicableGoods(
    db: Db,
    filter: ApplicableFilter,
    offset: number,
    limit: number,
    language?: Language,
  ): Promise<{ rows: GoodsCard[]; total: number }>;
}

/** The catalog's use cases for buying modules (wired to their ports in app.ts). */
export function createCatalogForBuying(): CatalogForBuying {
  return {
    purchaseSkus: (db, skuIds, language = 'en') =>
      stockRepository.purchaseSkus(db, skuIds, language),
    reserveStock: (trx, lines) => stockRepository.reserve(trx, lines),
    releaseStock: (trx, lines) => stockRepository.release(trx, lines),
    recordSales: (trx, lines) => stockRepository.recordSales(trx, lines),
    writeReviews: (trx, reviews, now) => reviewsRepository.write(trx, reviews, now),
    reviewsOf: (db, userId, offset, limit) =>
      reviewsRepository.pageOfMember(db, userId, offset, limit),
    addFavourites: (trx, userId, goodsIds) =>
      followsRepository.addFavourites(trx, userId, goodsIds),
    memberCounts: (db, userId) => followsRepository.memberCounts(db, userId),
    shopNames: (db, shopIds) => shopsRepository.shopNames(db, shopIds),
    shopOwner: (db, shopId) => shopsRepository.ownerOf(db, shopId),
    goodsBriefs: (db, goodsIds) => goodsRepository.briefs(db, goodsIds),
    async applicableGoods(db, filter, offset, limit, language = 'en') {
      const { rows, total } = await goodsRepository.pageApplicable(db, filter, offset, limit);
      return { rows: rows.map((row) => toGoodsCard(row, language)), total };
    },
  };
}

export type { ApplicableFilter, GoodsBrief, NewReview, PurchaseSku, StockLine };
