import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { couponDiscount, coversShop, inRange, kindOf } from './coupon-rules.ts';
import { couponsRepository, type CouponRow, type ReceiptRow } from './coupons.repository.ts';
import type { CouponMembers } from './ports.ts';

/** One shop's part of a basket, as checkout sees it (minor units). */
export interface CouponBasket {
  shopId: number;
  goodsMinor: bigint;
  freightMinor: bigint;
  goodsIds: number[];
  categoryIds: number[];
}

/** A receipt the member could use on a basket and what it would take off. */
export interface UsableReceipt {
  receiptId: number;
  couponId: number;
  name: string;
  type: string;
  /** reduction, discount or shipping (vip resolved). */
  kind: string;
  limitMinor: bigint;
  /** The discount coupon's rate in tenths (85: pay 85 %). */
  discountTenths: number;
  discountMinor: bigint;
  /** The platform funds platform coupons (shop 0) in full. */
  platformFundedMinor: bigint;
  validUntil: Date;
}

export interface CouponQuote {
  discountMinor: bigint;
  platformFundedMinor: bigint;
}

/** The checkout port the orders module uses (design "Ports"); every write runs in the caller's transaction. */
export interface CouponCheckoutPort {
  usableFor(userId: number, basket: CouponBasket, now: Date): Promise<UsableReceipt[]>;
  /** Throws coupon_not_found / coupon_unavailable / coupon_threshold_unmet / coupon_expired. */
  quote(
    trx: Db,
    input: CouponBasket & { userId: number; receiptId: number; now: Date },
  ): Promise<CouponQuote>;
  /** Marks the receipt used on the order (guarded 1 → 2). */
  consume(
    trx: Db,
    input: { receiptId: number; userId: number; orderId: number; now: Date },
  ): Promise<void>;
  /** Gives the order's receipt back (2 → 1). */
  restore(trx: Db, orderId: number): Promise<number>;
  /** Unused coupons of a member (the `dynamic.coupon` statistic). */
  unusedCount(db: Db, userId: number): Promise<number>;
}

type Rule = 'ok' | 'coupon_unavailable' | 'coupon_threshold_unmet' | 'coupon_expired';

/** Why a held receipt cannot be used on this basket, or 'ok' with the figures. */
function evaluate(
  receipt: ReceiptRow,
  coupon: CouponRow,
  basket: CouponBasket,
  level: number,
  now: Date,
): { rule: Rule; quote?: CouponQuote } {
  if (receipt.state === 3 || (receipt.state === 1 && receipt.validUntil.getTime() < now.getTime()))
    return { rule: 'coupon_expired' };
  if (receipt.state !== 1 || receipt.validFrom.getTime() > now.getTime())
    return { rule: 'coupon_unavailable' };
  if (!coversShop(Number(receipt.shopId), basket.shopId)) return { rule: 'coupon_unavailable' };
  if (coupon.type === 'vip' && level < coupon.userLevel) return { rule: 'coupon_unavailable' };
  if (!inRange(coupon, basket)) return { rule: 'coupon_unavailable' };
  const discountMinor = couponDiscount(
    {
      type: coupon.type,
      userType: coupon.userType,
      priceMinor: BigInt(coupon.priceMinor),
      discountTenths: coupon.discountTenths,
      limitMinor: BigInt(coupon.limitMinor),
    },
    basket,
  );
  if (discountMinor === null) return { rule: 'coupon_threshold_unmet' };
  return {
    rule: 'ok',
    quote: {
      discountMinor,
      platformFundedMinor: Number(receipt.shopId) === 0 ? discountMinor : 0n,
    },
  };
}

/** Builds the port over the coupons tables. */
export function createCouponCheckoutPort(db: Db, members: CouponMembers): CouponCheckoutPort {
  return {
    /** Receipts usable on a shop basket now, with what each takes off, best first. */
    async usableFor(userId, basket, now) {
      const [rows, level] = await Promise.all([
        couponsRepository.usableReceipts(db, userId, now),
        members.levelOf(db, userId),
      ]);
      const usable: UsableReceipt[] = [];
      for (const { receipt, coupon } of rows) {
        const { quote } = evaluate(receipt, coupon, basket, level, now);
        if (!quote) continue;
        usable.push({
          receiptId: receipt.id,
          couponId: coupon.id,
          name: coupon.name,
          type: coupon.type,
          kind: kindOf(coupon),
          limitMinor: BigInt(coupon.limitMinor),
          discountTenths: coupon.discountTenths,
          validUntil: receipt.validUntil,
          ...quote,
        });
      }
      return usable.sort((a, b) =>
        b.discountMinor > a.discountMinor
          ? 1
          : b.discountMinor < a.discountMinor
            ? -1
            : a.receiptId - b.receiptId,
      );
    },

    /** The discount a receipt gives this basket; refuses another's or unknown receipts, wrong shop/range/level, threshold, dates. */
    async quote(trx, input) {
      const found = await couponsRepository.findReceipt(trx, input.receiptId);
      if (!found || found.receipt.userId !== input.userId) throw new AppError('coupon_not_found');
      const level = await members.levelOf(trx, input.userId);
      const { rule, quote } = evaluate(found.receipt, found.coupon, input, level, input.now);
      if (rule !== 'ok' || !quote) throw new AppError(rule === 'ok' ? 'coupon_unavailable' : rule);
      return quote;
    },

    /** Marks the receipt used by the order (guarded 1 ⇒ 2; a receipt serves one order, even in parallel) and counts a use. */
    async consume(trx, input) {
      if (await couponsRepository.markUsed(trx, input)) return;
      const found = await couponsRepository.findReceipt(trx, input.receiptId);
      if (!found || found.receipt.userId !== input.userId) throw new AppError('coupon_not_found');
      throw new AppError(
        found.receipt.state === 1 || found.receipt.state === 3
          ? 'coupon_expired'
          : 'coupon_unavailable',
      );
    },

    /** Gives the order's receipt back (2 ⇒ 1) when an unpaid order closes or a group fails; answers how many. */
    restore: (trx, orderId) => couponsRepository.markUnused(trx, orderId),
    unusedCount: (db, userId) => couponsRepository.unusedCount(db, userId),
  };
}
