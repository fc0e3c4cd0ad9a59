import { formatMinor } from '@cloudmall/contract';
import type { z } from 'zod';
import type {
  AddOrderInputSchema,
  CheckoutPreview,
  CheckoutPreviewInputSchema,
} from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { postalAddressOf } from '../../platform/postal-address.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { issuePageToken, pageTokenValid } from '../../platform/http/page-tokens.ts';
import { CHECKOUT_SCOPE, CHECKOUT_TOKEN_SECONDS, issuePayToken } from './order-tokens.ts';
import { toCheckoutCoupon, toCheckoutProduct } from './checkout.mapper.ts';
import {
  type BasketLine,
  createCheckoutPlanner,
  newNumber,
  type PlaceOrderInput,
  type ShopPlan,
} from './checkout-plan.ts';
import { type OrderRecord, orderRepository } from './order.repository.ts';
import type { AddressRow, OrdersDeps } from './ports.ts';
import { memberMinor, orderPrice, spreadDiscount } from './pricing.ts';

export { newNumber, type BasketLine, type PlaceOrderInput } from './checkout-plan.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'coupons' | 'catalog' | 'addressOf' | 'memberDiscount'>,
) {
  const { db, clock, coupons, catalog, addressOf } = deps;
  /** Read before the checkout's transaction (it may read settings through its own connection). */
  const memberDiscountOf = (userId: number) =>
    deps.memberDiscount ? deps.memberDiscount(db, userId) : Promise.resolve(null);
  const { validate, planShops, basketOf, stockLinesOf } = createCheckoutPlanner(catalog);

  async function deliveryAddress(trx: Db, userId: number, addressId?: number): Promise<AddressRow> {
    const address = await addressOf(trx, userId, addressId);
    if (!address) throw new AppError(addressId ? 'address_not_found' : 'address_required');
    return address;
  }

  /** Writes one unpaid order from a plan whose stock is reserved in the same transaction; quotes and uses the coupon. */
  async function writeOrder(
    trx: Db,
    plan: ShopPlan,
    input: Omit<PlaceOrderInput, 'lines' | 'shopId' | 'addressId'> & {
      address: AddressRow;
      /** The member discount of a plain checkout (group orders keep their group price only). */
      memberDiscount?: { rateBps: number } | null;
    },
  ): Promise<OrderRecord> {
    const now = clock.now();
    const receiptId = input.couponReceiptId ?? 0;
    const quote =
      receiptId > 0
        ? await coupons.quote(trx, { ...basketOf(plan), userId: input.userId, receiptId, now })
        : { discountMinor: 0n, platformFundedMinor: 0n };
    const member = memberMinor(plan.goodsMinor, input.memberDiscount ?? null);
    const { discountMinor, priceMinor } = orderPrice(
      plan.goodsMinor,
      plan.freight.total,
      quote.discountMinor + member,
    );
    const totals = plan.lines.map(
      (line, index) => line.unitPriceMinor * BigInt(line.number) + plan.freight.perItem[index]!,
    );
    const shares = spreadDiscount(discountMinor, totals);
    const order = await orderRepository.insert(
      trx,
      {
        orderNo: newNumber(now),
        userId: input.userId,
        shopId: plan.shopId,
        type: input.type ?? 'goods',
        checkoutKey: input.checkoutKey,
        address: postalAddressOf(input.address),
        remarks: input.remarks ?? '',
        couponReceiptId: receiptId > 0 ? receiptId : null,
        groupId: input.groupId ?? null,
        goodsMinor: plan.goodsMinor,
        freightMinor: plan.freight.total,
        discountMinor,
        platformDiscountMinor:
          quote.platformFundedMinor < discountMinor ? quote.platformFundedMinor : discountMinor,
        priceMinor,
        createdAt: now,
        updatedAt: now,
      },
      plan.lines.map((line, index) => ({
        goodsId: line.sku.goodsId,
        skuId: line.sku.skuId,
        title: line.sku.title.slice(0, 120),
        image: line.sku.image,
        difference: line.sku.difference.slice(0, 120),
        priceMinor: line.unitPriceMinor,
        marketPriceMinor: line.sku.marketPriceMinor,
        number: line.number,
        freightMinor: plan.freight.perItem[index]!,
        discountMinor: shares[index]!,
        actualMinor: totals[index]! - shares[index]!,
      })),
    );
    if (receiptId > 0)
      await coupons.consume(trx, { receiptId, userId: input.userId, orderId: order.id, now });
    return order;
  }

  /** The placed orders as cashier rows, and a fresh pay token (kept in the idempotent answer). */
  const created = async (trx: Db, userId: number, rows: OrderRecord[]) => ({
    list: rows.map((row) => ({
      id: row.id,
      order_id: row.id,
      order_no: row.orderNo,
      pay_no: row.payNo ?? '',
      type: row.type,
      price: formatMinor(row.priceMinor),
      shop_id: row.shopId,
    })),
    token: await issuePayToken(trx, userId, clock.now()),
  });

  return {
    /** Confirm-order preview: prices re-read, freight per shop rule, usable coupons; changes nothing. */
    async preview(
      userId: number,
      input: z.output<typeof CheckoutPreviewInputSchema>,
    ): Promise<CheckoutPreview> {
      const lines = await validate(
        db,
        userId,
        input.data.map((line) => ({
          goodsId: line.goods_id,
          skuId: line.sku_id,
          number: line.number,
        })),
      );
      const address = await addressOf(db, userId, input.address_id);
      if (input.address_id && !address) throw new AppError('address_not_found');
      const now = clock.now();
      const plans = await planShops(db, lines);
      const member = await memberDiscountOf(userId);
      const usables = await Promise.all(
        plans.map((plan) => coupons.usableFor(userId, basketOf(plan), now)),
      );
      const lists = plans.map((plan, index) => {
        const usable = usables[index]!;
        return {
          shop_id: plan.shopId,
          shop_name: plan.shopName,
          products: plan.lines.map(toCheckoutProduct),
          coupon: usable.map(toCheckoutCoupon),
          freight: { name: plan.rule.name, price: formatMinor(plan.freight.total) },
          number: plan.lines.reduce((sum, line) => sum + line.number, 0),
          sub_price: formatMinor(plan.goodsMinor + plan.freight.total),
          order_price: formatMinor(plan.goodsMinor),
          freight_price_bak: formatMinor(plan.freight.total),
          member_discount: member
            ? {
                source: member.source,
                rate_bps: member.rateBps,
                amount: formatMinor(memberMinor(plan.goodsMinor, member)),
              }
            : null,
          subMinor: plan.goodsMinor + plan.freight.total,
        };
      });
      return {
        addressData: address ? { id: address.id, ...postalAddressOf(address) } : null,
        orderData: {
          lists: lists.map(({ subMinor: _sub, ...shop }) => shop),
          statis: {
            allnum: lists.reduce((sum, shop) => sum + shop.number, 0),
            allsub: formatMinor(lists.reduce((sum, shop) => sum + shop.subMinor, 0n)),
          },
        },
        token: await issuePageToken(db, {
          userId,
          scope: CHECKOUT_SCOPE,
          now,
          ttlSeconds: CHECKOUT_TOKEN_SECONDS,
        }),
      };
    },

    /**
     * Places one unpaid order per shop in one transaction: coupons used, stock reserved last (SKU id
     * order, rows locked until commit);
     * once per key: the preview's one-time token (issued to this member, unexpired at first use) or an
     * idempotency key. Answers the orders and a one-time pay token; a replay answers the same.
     */
    async addOrder(userId: number, input: z.output<typeof AddOrderInputSchema>) {
      const checkoutKey = (input.token ?? input.idempotency_key)!;
      const memberDiscount = await memberDiscountOf(userId);
      let reserve: ReturnType<typeof stockLinesOf> = [];
      return idempotent(
        db,
        { userId, scope: CHECKOUT_SCOPE, key: checkoutKey, request: input.order },
        async (trx) => {
          reserve = [];
          if (input.token !== undefined) {
            const at = { userId, scope: CHECKOUT_SCOPE, token: input.token, now: clock.now() };
            if (!(await pageTokenValid(trx, at))) throw new AppError('order_token_invalid');
          }
          const existing = await orderRepository.byCheckoutKey(trx, userId, checkoutKey);
          if (existing.length > 0) return created(trx, userId, existing);
          const address = await deliveryAddress(trx, userId, input.order.address_id);
          const shops = new Map<
            number,
            { remarks: string; couponId: number; lines: BasketLine[] }
          >();
          for (const list of input.order.lists) {
            const seen = shops.get(list.shop_id);
            const lines = list.products.map((p) => ({
              goodsId: p.goods_id,
              skuId: p.sku_id,
              number: p.number,
            }));
            shops.set(list.shop_id, {
              remarks: seen?.remarks || (list.remarks ?? ''),
              couponId: seen?.couponId || (list.coupon_id ?? 0),
              lines: [...(seen?.lines ?? []), ...lines],
            });
          }
          const plans: Array<{ plan: ShopPlan; remarks: string; couponId: number }> = [];
          for (const [shopId, shop] of shops) {
            const lines = await validate(trx, userId, shop.lines);
            if (lines.some((line) => line.sku.shopId !== shopId))
              throw new AppError('sku_not_found');
            plans.push({
              plan: (await planShops(trx, lines))[0]!,
              remarks: shop.remarks,
              couponId: shop.couponId,
            });
          }
          const rows: OrderRecord[] = [];
          for (const { plan, remarks, couponId } of plans) {
            rows.push(
              await writeOrder(trx, plan, {
                userId,
                address,
                remarks,
                checkoutKey,
                couponReceiptId: couponId,
                memberDiscount,
              }),
            );
          }
          reserve = stockLinesOf(plans.map(({ plan }) => plan));
          return created(trx, userId, rows);
        },
        // Last, after the answer is recorded: the contended SKU rows stay locked only until commit.
        { last: (trx) => catalog.reserveStock(trx, reserve) },
      );
    },

    /** One unpaid order in the caller's transaction (group buying): lines of one shop, stock reserved, optional unit prices. */
    async placeOrder(trx: Db, input: PlaceOrderInput): Promise<OrderRecord> {
      const lines = await validate(trx, input.userId, input.lines);
      if (lines.some((line) => line.sku.shopId !== input.shopId))
        throw new AppError('sku_not_found');
      const address = await deliveryAddress(trx, input.userId, input.addressId);
      const plan = (await planShops(trx, lines))[0]!;
      await catalog.reserveStock(trx, stockLinesOf([plan]));
      return writeOrder(trx, plan, { ...input, address });
    },
  };
}
