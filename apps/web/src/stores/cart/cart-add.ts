import { multiplyMoney } from '../../lib/money';
import { withGroupState } from './cart-rules';
import { useCartStore, type CartProduct, type CartShopGroup } from './cart-store';

export interface CartAddition {
  shop: { shop_id: number; shop_name: string };
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  /** The chosen SKU's unit price (two-decimal string). */
  price: string;
  number: number;
  /** The SKU's stock: the cart never holds more of it. */
  stock: number;
  /** The chosen plan's values joined ("7 days, Standard"), shown in the cart for guests too. */
  difference?: string;
}

/**
 * Spec §4 cart add on the local list: the same goods and SKU raise its quantity (bounded by the
 * stock); what was just added is ticked (so the total and "Settle" count it at once), a new SKU joins
 * its shop's group, a new shop gets a group. `sum` is always the exact unit price times the quantity.
 */
export function addToCartList(list: CartShopGroup[], addition: CartAddition): CartShopGroup[] {
  const { shop, goods_id, sku_id, title, image, price, stock, difference } = addition;
  const skuOf = (known?: string) => ({
    id: sku_id,
    price,
    stock,
    ...((difference ?? known) ? { difference: difference ?? known } : {}),
  });
  const fresh = (): CartProduct => {
    const number = Math.min(addition.number, Math.max(1, stock));
    return {
      goods_id,
      sku_id,
      title,
      image,
      sku: skuOf(),
      number,
      sum: multiplyMoney(price, number),
      checked: true,
    };
  };
  const group = list.find((item) => item.shop_id === shop.shop_id);
  if (!group)
    return [
      ...list,
      withGroupState({
        shop_id: shop.shop_id,
        shop_name: shop.shop_name,
        products: [fresh()],
        check: false,
        choose: 0,
      }),
    ];

  return list.map((item) => {
    if (item !== group) return item;
    const existing = item.products.find(
      (product) => product.goods_id === goods_id && product.sku_id === sku_id,
    );
    if (!existing) return withGroupState({ ...item, products: [...item.products, fresh()] });
    const number = Math.max(existing.number, Math.min(existing.number + addition.number, stock));
    const products = item.products.map((product) =>
      product === existing
        ? {
            ...product,
            title,
            image,
            sku: { ...product.sku, ...skuOf(product.sku.difference) },
            number,
            sum: multiplyMoney(price, number),
            checked: true,
          }
        : product,
    );
    return withGroupState({ ...item, products });
  });
}

/** How many of a goods+SKU the cart holds. */
function quantityIn(list: CartShopGroup[], goodsId: number, skuId: number): number {
  return (
    list
      .flatMap((group) => group.products)
      .find((product) => product.goods_id === goodsId && product.sku_id === skuId)?.number ?? 0
  );
}

/**
 * Adds to the cart and recomputes the totals; for a member the quantity actually added is mirrored
 * to `cart/storage` (`add`), so both carts stay the same.
 */
export function addToCart(addition: CartAddition): void {
  const state = useCartStore.getState();
  const list = addToCartList(state.list, addition);
  const added =
    quantityIn(list, addition.goods_id, addition.sku_id) -
    quantityIn(state.list, addition.goods_id, addition.sku_id);
  const { shop, goods_id, sku_id } = addition;
  state.apply(
    list,
    added > 0
      ? { type: 'add', data: { goods_id, shop_id: shop.shop_id, sku_id, number: added } }
      : undefined,
  );
}
