import { formatMinor } from '@cloudmall/contract';
import type { MerchantCoupon, MerchantCouponInput } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { callerShopIdOf } from '../../platform/caller-shop.ts';
import { recordAudit, type AuditAction } from '../../platform/audit.ts';
import { type Clock, unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf, type PageQuery } from '../../platform/http/paging.ts';
import { hasEnded } from './coupon-rules.ts';
import type { CouponRow } from './coupons.repository.ts';
import type { CouponShops } from './ports.ts';
import { type CouponWrite, shopCouponsRepository } from './shop-coupons.repository.ts';

/** The terms that decide money: fixed once a member holds the coupon. */
const MONEY_TERMS = [
  'type',
  'priceMinor',
  'discountTenths',
  'limitMinor',
  'preType',
  'validityDays',
  'startsAt',
] as const;

export function toMerchantCoupon(row: CouponRow, now: Date): MerchantCoupon {
  const soldOut = row.grantTotal !== -1 && row.granted >= row.grantTotal;
  return {
    id: row.id,
    type: row.type as MerchantCoupon['type'],
    name: row.name,
    price: formatMinor(BigInt(row.priceMinor)),
    discount: row.discountTenths,
    limit: formatMinor(BigInt(row.limitMinor)),
    pre_type: row.preType as 'fixed' | 'appoint',
    startdate: unixSeconds(row.startsAt),
    enddate: unixSeconds(row.endsAt),
    validity: row.validityDays,
    drawlimit: row.drawLimit,
    grant: row.grantTotal,
    granted: row.granted,
    used: row.useCount,
    state: row.invalid || soldOut || hasEnded(row, now) ? 'ended' : 'active',
    content: row.content,
    createtime: unixSeconds(row.createdAt),
  };
}

/** The stored columns of a merchant's input (the rate and value only where the type uses them). */
function columnsOf(shopId: number, input: MerchantCouponInput): CouponWrite {
  const fixed = input.pre_type === 'fixed';
  return {
    shopId,
    type: input.type,
    name: input.name,
    userType: input.type === 'discount' ? 'discount' : 'reduction',
    priceMinor: input.type === 'reduction' ? input.price! : 0n,
    discountTenths: input.type === 'discount' ? input.discount! : 100,
    limitMinor: input.limit,
    rangeType: 'all',
    rangeIds: [],
    preType: input.pre_type,
    validityDays: fixed ? 0 : input.validity!,
    startsAt: fixed ? new Date(input.startdate! * 1000) : null,
    endsAt: fixed ? new Date(input.enddate! * 1000) : null,
    drawLimit: input.drawlimit,
    grantTotal: input.grant,
    content: input.content,
    translations: {},
  };
}

const sameTerm = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : String(a) === String(b);

export type ShopCouponsService = ReturnType<typeof createShopCouponsService>;

/** A merchant's own coupons in the console; every change is audited with before and after. */
export function createShopCouponsService(deps: { db: Db; clock: Clock; shops: CouponShops }) {
  const { db, clock, shops } = deps;

  const shopIdOf = callerShopIdOf(shops, 'shop_not_found');

  /** Runs a change on one of the caller's coupons (another shop's is not_found) and audits it. */
  async function change(
    userId: number,
    id: number,
    action: AuditAction,
    work: (trx: Db, row: CouponRow) => Promise<CouponRow>,
    reason?: string,
  ): Promise<MerchantCoupon> {
    const shopId = await shopIdOf(userId);
    return inTransaction(db, async (trx) => {
      const row = await shopCouponsRepository.lockOwn(trx, shopId, id);
      if (!row) throw new AppError('not_found');
      const now = clock.now();
      const before = toMerchantCoupon(row, now);
      const after = toMerchantCoupon(await work(trx, row), now);
      await recordAudit(trx, {
        ...{ actorUserId: userId, action, targetType: 'coupon', targetId: id, reason },
        ...{ before, after, detail: { shop_id: shopId } },
      });
      return after;
    });
  }

  return {
    /** The caller's shop's coupons only, by state / type / name, newest first. */
    async list(
      userId: number,
      query: PageQuery & { state?: 'active' | 'ended'; type?: string; name?: string },
    ) {
      const shopId = await shopIdOf(userId);
      const now = clock.now();
      return pageOf(
        query,
        (offset, limit) => shopCouponsRepository.page(db, shopId, { ...query, now }, offset, limit),
        (row) => toMerchantCoupon(row, now),
      );
    },

    /** A new coupon of the caller's shop, claimable at once; audited. */
    async create(userId: number, input: MerchantCouponInput): Promise<MerchantCoupon> {
      const shopId = await shopIdOf(userId);
      return inTransaction(db, async (trx) => {
        const row = await shopCouponsRepository.insert(trx, columnsOf(shopId, input));
        const after = toMerchantCoupon(row, clock.now());
        await recordAudit(trx, {
          ...{ actorUserId: userId, action: 'merchant.coupon.create', targetType: 'coupon' },
          ...{ targetId: row.id, before: null, after, detail: { shop_id: shopId } },
        });
        return after;
      });
    },

    /** Edits a coupon of the shop; once claimed its money terms stay and the total stays ≥ claimed. */
    edit: (userId: number, input: MerchantCouponInput & { id: number }) =>
      change(userId, input.id, 'merchant.coupon.edit', async (trx, row) => {
        const next = columnsOf(row.shopId, input);
        if (row.granted > 0) {
          if (MONEY_TERMS.some((term) => !sameTerm(row[term], next[term])))
            throw new AppError('coupon_terms_locked');
          if (next.grantTotal !== -1 && next.grantTotal! < row.granted)
            throw new AppError('coupon_terms_locked');
        }
        return shopCouponsRepository.update(trx, row.id, next);
      }),

    /** Stops handing out a coupon of the shop; claimed receipts stay usable; audited with the reason. */
    end: (userId: number, id: number, reason: string) =>
      change(
        userId,
        id,
        'merchant.coupon.end',
        (trx, row) => shopCouponsRepository.update(trx, row.id, { invalid: true }),
        reason,
      ),
  };
}
