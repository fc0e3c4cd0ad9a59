import { randomInt } from 'node:crypto';
import type { Language, Page } from '@cloudmall/contract';
import { parseAmountToMinor } from '@cloudmall/contract';
import type { Coupon, CouponReceipt } from '@cloudmall/contract/orders';
import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import {
  applicableGoods,
  hasEnded,
  inRange,
  meetsThreshold,
  receiptValidity,
} from './coupon-rules.ts';
import { couponsRepository, type CouponRow } from './coupons.repository.ts';
import { inLanguage, toCoupon, toReceipt } from './coupons.mapper.ts';
import type { CouponMembers, CouponsCatalogPort } from './ports.ts';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** 16 random letters and digits (the protocol's `coupon_no`). */
const couponNo = () => Array.from({ length: 16 }, () => ALNUM[randomInt(ALNUM.length)]).join('');

export type CouponsService = ReturnType<typeof createCouponsService>;

export function createCouponsService(deps: {
  db: Db;
  clock: Clock;
  catalog: CouponsCatalogPort;
  members: CouponMembers;
}) {
  const { db, clock, catalog, members } = deps;

  async function decorate(
    rows: CouponRow[],
    userId: number | null,
    language: Language,
  ): Promise<Coupon[]> {
    const now = clock.now();
    const [names, counts, level] = await Promise.all([
      catalog.shopNames(
        db,
        rows.map((r) => Number(r.shopId)).filter((id) => id > 0),
      ),
      userId
        ? couponsRepository.receivedCounts(
            db,
            userId,
            rows.map((r) => r.id),
          )
        : Promise.resolve(new Map<number, number>()),
      userId ? members.levelOf(db, userId) : Promise.resolve(0),
    ]);
    return rows.map((row) =>
      toCoupon(
        inLanguage(row, language),
        names.get(Number(row.shopId)) ?? '',
        userId ? { received: counts.get(row.id) ?? 0, level } : null,
        now,
      ),
    );
  }

  return {
    /** Coupons on offer (valid, fixed ones not ended), of a type and/or a shop (0 = platform), with the viewer's claim state. */
    async list(
      query: PageQuery & { type?: string; shop_id?: number },
      userId: number | null,
      language: Language,
    ): Promise<Page<Coupon>> {
      const { rows, total } = await couponsRepository.pageOffered(
        db,
        { type: query.type, shopId: query.shop_id, now: clock.now() },
        offsetOf(query),
        query.list_rows,
      );
      return toPage(await decorate(rows, userId, language), total, query);
    },

    /** One coupon with its terms and the viewer's claim state. */
    async details(id: number, userId: number | null, language: Language): Promise<Coupon> {
      const row = await couponsRepository.find(db, id);
      if (!row) throw new AppError('coupon_not_found');
      return (await decorate([row], userId, language))[0]!;
    },

    /**
     * Coupons of the shop or the platform usable on a basket: threshold ≤ price, started and not
     * ended, range covering every given goods/category id; `state` when the member holds one unused.
     */
    async query(
      input: { shop_id: number; goods_id: number[]; category_id: number[]; price: string },
      userId: number | null,
      language: Language,
    ) {
      const now = clock.now();
      const priceMinor = parseAmountToMinor(input.price);
      const rows = (await couponsRepository.forShop(db, input.shop_id, now, userId)).filter(
        (c) =>
          meetsThreshold({ limitMinor: BigInt(c.limitMinor) }, priceMinor) &&
          inRange(c, { goodsIds: input.goods_id, categoryIds: input.category_id }),
      );
      const held = userId
        ? await couponsRepository.heldUnused(
            db,
            userId,
            rows.map((r) => r.id),
            now,
          )
        : new Map();
      const coupons = await decorate(rows, userId, language);
      return coupons
        .map((c) => ({
          ...c,
          choice: false,
          state: held.has(c.id),
          receipt_id: held.get(c.id)?.id ?? null,
        }))
        .filter((c) => c.state || !c.invalid);
    },

    /**
     * Claims a coupon: dates, vip level, the member's draw limit (0 unlimited) and the total grant
     * (-1 unlimited; a guarded `granted < grant_total` update, so parallel claims never over-grant).
     * The receipt's validity is fixed now: the coupon's dates, or now + validity days.
     */
    async receive(userId: number, couponId: number) {
      return inTransaction(db, async (trx) => {
        const now = clock.now();
        const coupon = await couponsRepository.find(trx, couponId);
        if (!coupon) throw new AppError('coupon_not_found');
        if (hasEnded(coupon, now)) throw new AppError('coupon_expired');
        if (coupon.grantTotal !== -1 && coupon.granted >= coupon.grantTotal)
          throw new AppError('coupon_sold_out');
        if (coupon.invalid) throw new AppError('coupon_expired');
        // One member's claims run one at a time (an advisory lock per member), so the draw limit holds.
        await couponsRepository.lockMemberClaims(trx, userId);
        const level = await members.levelOf(trx, userId);
        if (coupon.type === 'vip' && level < coupon.userLevel)
          throw new AppError('coupon_level_required');
        if (
          coupon.drawLimit > 0 &&
          (await couponsRepository.countReceived(trx, userId, coupon.id)) >= coupon.drawLimit
        ) {
          throw new AppError('coupon_draw_limit');
        }
        const taken = await couponsRepository.takeOne(trx, coupon.id);
        if (!taken)
          throw new AppError(coupon.grantTotal !== -1 ? 'coupon_sold_out' : 'coupon_expired');
        const receipt = await couponsRepository.insertReceipt(trx, {
          couponNo: couponNo(),
          couponId: coupon.id,
          userId,
          shopId: coupon.shopId,
          state: 1,
          ...receiptValidity(coupon, now),
          createdAt: now,
        });
        return { id: receipt.id, coupon_no: receipt.couponNo, nth: taken.granted };
      });
    },

    /** The member's coupons in one state (1 unused, 2 used, 3 expired), newest first. */
    async myList(
      userId: number,
      query: PageQuery & { state: number },
      language: Language,
    ): Promise<Page<CouponReceipt>> {
      const { rows, total } = await couponsRepository.pageReceipts(
        db,
        userId,
        query.state,
        offsetOf(query),
        query.list_rows,
      );
      const names = await catalog.shopNames(
        db,
        rows.map((r) => Number(r.coupon.shopId)).filter((id) => id > 0),
      );
      return toPage(
        rows.map((r) =>
          toReceipt(
            r.receipt,
            inLanguage(r.coupon, language),
            names.get(Number(r.coupon.shopId)) ?? '',
          ),
        ),
        total,
        query,
      );
    },

    /** One of the member's coupons and the on-sale goods it applies to (shop, price ≥ threshold, range). */
    async apply(
      userId: number,
      query: PageQuery & { id: number },
      language: Language,
    ): Promise<{ coupon: CouponReceipt; goods: Page<GoodsCard> }> {
      const found = await couponsRepository.findReceipt(db, query.id);
      if (!found || found.receipt.userId !== userId) throw new AppError('coupon_not_found');
      const names = await catalog.shopNames(
        db,
        [Number(found.coupon.shopId)].filter((id) => id > 0),
      );
      const { rows, total } = await catalog.applicableGoods(
        db,
        applicableGoods(found.coupon),
        offsetOf(query),
        query.list_rows,
        language,
      );
      return {
        coupon: toReceipt(
          found.receipt,
          inLanguage(found.coupon, language),
          names.get(Number(found.coupon.shopId)) ?? '',
        ),
        goods: toPage(rows, total, query),
      };
    },

    /** Unused coupons of a member (the `dynamic.coupon` statistic). */
    unusedCount: (userId: number) => couponsRepository.unusedCount(db, userId),
  };
}
