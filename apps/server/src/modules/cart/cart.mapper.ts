import { formatMinor } from '@cloudmall/contract';
import type { CartRow } from '@cloudmall/contract/orders';
import type { PurchaseSku } from './ports.ts';
import type { CartItemRow } from './cart.repository.ts';

/** A cart row as the wire carries it, priced from the SKU now; the quantity shown never exceeds the stock. */
export function toCartRow(row: CartItemRow, sku: PurchaseSku): CartRow {
  const number = Math.max(1, Math.min(row.number, sku.stock));
  return {
    shop_id: sku.shopId,
    shop_name: sku.shopName,
    goods_id: sku.goodsId,
    title: sku.title,
    image: sku.image,
    number,
    sku_id: sku.skuId,
    sku: {
      id: sku.skuId,
      price: formatMinor(sku.priceMinor),
      market_price: formatMinor(sku.marketPriceMinor),
      stock: sku.stock,
      difference: sku.difference,
    },
    sum: formatMinor(sku.priceMinor * BigInt(number)),
    checked: false,
  };
}
