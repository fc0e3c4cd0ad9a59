import { formatMinor } from '@cloudmall/contract';
import type { UsableReceipt } from '../coupons/index.ts';
import type { PlannedLine } from './checkout-plan.ts';
import { specValues } from './order-tokens.ts';

/** A basket line of the preview: our fields and the protocol client's reading (goods `id`, `sku`). */
export const toCheckoutProduct = (line: PlannedLine) => ({
  goods_id: line.sku.goodsId,
  sku_id: line.sku.skuId,
  title: line.sku.title,
  image: line.sku.image,
  difference: line.sku.difference,
  price: formatMinor(line.unitPriceMinor),
  market_price: formatMinor(line.sku.marketPriceMinor),
  number: line.number,
  stock: line.sku.stock,
  sum: formatMinor(line.unitPriceMinor * BigInt(line.number)),
  ships: line.sku.ships,
  id: line.sku.goodsId,
  sku: {
    id: line.sku.skuId,
    price: formatMinor(line.unitPriceMinor),
    difference: specValues(line.sku.difference),
  },
  freight_id: 0,
  shop_category_id: line.sku.categoryId,
});

/** A held coupon usable on one shop's part of the basket, with what it saves there. */
export const toCheckoutCoupon = (c: UsableReceipt) => ({
  id: c.receiptId,
  coupon_id: c.couponId,
  name: c.name,
  type: c.type,
  limit: formatMinor(c.limitMinor),
  discount_price: formatMinor(c.discountMinor),
  state: true,
  choice: false,
  usertype: c.kind,
  price: formatMinor(c.discountMinor),
  discount: (c.discountTenths / 10).toFixed(1),
});
