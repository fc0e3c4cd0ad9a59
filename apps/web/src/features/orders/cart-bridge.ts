import { multiplyMoney } from '../../lib/money';
import type { CartAddition } from '../../stores/cart/cart-add';
import { withGroupState } from '../../stores/cart/cart-rules';
import { useCartStore, type CartShopGroup } from '../../stores/cart/cart-store';

/** Drops the given SKUs from a cart list; emptied shop groups go too. */
export function withoutLines(
  list: CartShopGroup[],
  lines: { goods_id: number; sku_id: number }[],
): CartShopGroup[] {
  const bought = (goodsId: number, skuId: number) =>
    lines.some((line) => line.goods_id === goodsId && line.sku_id === skuId);
  return list
    .map((group) =>
      withGroupState({
        ...group,
        products: group.products.filter((product) => !bought(product.goods_id, product.sku_id)),
      }),
    )
    .filter((group) => group.products.length > 0);
}

/** An ordered item bought again: what a cart addition says of the item itself. */
export type BuyAgainItem = Pick<
  CartAddition,
  'goods_id' | 'sku_id' | 'title' | 'image' | 'price' | 'number'
>;

/** The list with one more of an item (quantities add up; a new SKU joins its shop unselected). */
export function withItem(
  list: CartShopGroup[],
  shop: { id: number; shopname: string },
  item: BuyAgainItem,
): CartShopGroup[] {
  const group = list.find((entry) => entry.shop_id === shop.id) ?? {
    shop_id: shop.id,
    shop_name: shop.shopname,
    products: [],
    check: false,
    choose: 0,
  };
  const existing = group.products.find(
    (product) => product.goods_id === item.goods_id && product.sku_id === item.sku_id,
  );
  const number = (existing?.number ?? 0) + item.number;
  const product = {
    ...existing,
    goods_id: item.goods_id,
    sku_id: item.sku_id,
    title: item.title,
    image: item.image,
    sku: { ...existing?.sku, id: item.sku_id, price: existing?.sku.price ?? item.price },
    number,
    sum: multiplyMoney(existing?.sku.price ?? item.price, number),
    checked: existing?.checked ?? false,
  };
  const products = existing
    ? group.products.map((entry) => (entry === existing ? product : entry))
    : [...group.products, product];
  const updated = withGroupState({ ...group, products });
  return list.some((entry) => entry.shop_id === shop.id)
    ? list.map((entry) => (entry.shop_id === shop.id ? updated : entry))
    : [...list, updated];
}

/** After checkout: the bought goods leave the cart (the store mirrors the change for a member). */
export function removeBoughtFromCart(lines: { goods_id: number; sku_id: number }[]): void {
  if (lines.length === 0) return;
  const { list, apply } = useCartStore.getState();
  apply(withoutLines(list, lines), {
    type: 'del',
    data: lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id })),
  });
}

/** Buy again: the order's goods join the cart, one mirrored `add` per item. */
export function addOrderToCart(
  shop: { id: number; shopname: string },
  items: BuyAgainItem[],
): void {
  for (const item of items) {
    const { list, apply } = useCartStore.getState();
    apply(withItem(list, shop, item), {
      type: 'add',
      data: { goods_id: item.goods_id, shop_id: shop.id, sku_id: item.sku_id, number: item.number },
    });
  }
}
