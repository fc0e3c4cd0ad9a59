import { randomInt } from 'node:crypto';
import { isLegalQuantity } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PurchaseSku } from '../catalog/index.ts';
import { orderRepository } from './order.repository.ts';
import type { OrdersCatalogPort } from './ports.ts';
import { deliveryFreight, type FreightRule } from './pricing.ts';

/** A basket line: `goodsId` is checked against the SKU when given; `unitPriceMinor` overrides the SKU price (group price). */
export interface BasketLine {
  goodsId?: number;
  skuId: number;
  number: number;
  unitPriceMinor?: bigint;
}

export interface PlannedLine {
  sku: PurchaseSku;
  number: number;
  unitPriceMinor: bigint;
}

export interface ShopPlan {
  shopId: number;
  shopName: string;
  lines: PlannedLine[];
  goodsMinor: bigint;
  rule: FreightRule;
  freight: { total: bigint; perItem: bigint[] };
}

export interface PlaceOrderInput {
  userId: number;
  addressId?: number;
  shopId: number;
  lines: BasketLine[];
  type?: 'goods' | 'groups';
  groupId?: number | null;
  remarks?: string;
  checkoutKey: string;
  couponReceiptId?: number | null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** yyMMddHHmmss + 8 random digits: 20 characters, unique by index (a clash fails the transaction, which retries). */
export const newNumber = (now: Date, prefix = ''): string =>
  `${prefix}${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}${pad(randomInt(0, 100_000_000), 8)}`;

/** Checks a basket against the catalog's SKUs and plans it per shop (prices, freight), in the caller's transaction. */
export function createCheckoutPlanner(catalog: OrdersCatalogPort) {
  /** Validates every line against its SKU (same SKU lines merged); the first broken rule is the answer. */
  async function validate(trx: Db, userId: number, lines: BasketLine[]): Promise<PlannedLine[]> {
    const merged = new Map<number, BasketLine>();
    for (const line of lines) {
      if (!Number.isInteger(line.number) || line.number < 1 || line.number > 9999)
        throw new AppError('quantity_illegal');
      const seen = merged.get(line.skuId);
      if (seen && seen.goodsId !== line.goodsId) throw new AppError('sku_not_found');
      merged.set(line.skuId, seen ? { ...seen, number: seen.number + line.number } : { ...line });
    }
    const skus = await catalog.purchaseSkus(trx, [...merged.keys()]);
    return [...merged.values()].map((line) => {
      const sku = skus.get(line.skuId);
      if (!sku || (line.goodsId !== undefined && sku.goodsId !== line.goodsId))
        throw new AppError('sku_not_found');
      if (!sku.onSale) throw new AppError('goods_not_available');
      if (sku.shopUserId === userId) throw new AppError('own_shop_purchase');
      if (sku.stock <= 0) throw new AppError('out_of_stock');
      if (!isLegalQuantity(line.number, sku.stock)) throw new AppError('quantity_illegal');
      return { sku, number: line.number, unitPriceMinor: line.unitPriceMinor ?? sku.priceMinor };
    });
  }

  async function planShops(trx: Db, lines: PlannedLine[]): Promise<ShopPlan[]> {
    const byShop = new Map<number, PlannedLine[]>();
    for (const line of lines)
      byShop.set(line.sku.shopId, [...(byShop.get(line.sku.shopId) ?? []), line]);
    const plans: ShopPlan[] = [];
    for (const [shopId, shopLines] of byShop) {
      const rule = await orderRepository.freightRule(trx, shopId);
      plans.push({
        shopId,
        shopName: shopLines[0]!.sku.shopName,
        lines: shopLines,
        goodsMinor: shopLines.reduce(
          (sum, line) => sum + line.unitPriceMinor * BigInt(line.number),
          0n,
        ),
        rule,
        freight: deliveryFreight(
          rule,
          shopLines.map((line) => ({ quantity: line.number, ships: line.sku.ships })),
        ),
      });
    }
    return plans;
  }

  const basketOf = (plan: ShopPlan) => ({
    shopId: plan.shopId,
    goodsMinor: plan.goodsMinor,
    freightMinor: plan.freight.total,
    goodsIds: [...new Set(plan.lines.map((line) => line.sku.goodsId))],
    categoryIds: [...new Set(plan.lines.map((line) => line.sku.categoryId))],
  });

  /** The planned lines as the catalog's stock lines. */
  const stockLinesOf = (plans: ShopPlan[]) =>
    plans.flatMap((plan) =>
      plan.lines.map((line) => ({
        skuId: line.sku.skuId,
        goodsId: line.sku.goodsId,
        number: line.number,
      })),
    );

  return { validate, planShops, basketOf, stockLinesOf };
}
