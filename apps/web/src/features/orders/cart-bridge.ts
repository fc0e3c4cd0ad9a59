import { cartRoutes } from '@cloudmall/contract/orders';
import { api } from '../../lib/api';
import { multiplyMoney } from '../../lib/money';
import { computeTotals, useCartStore, type CartShopGroup } from '../../stores/cart-store';
import { useUserStore } from '../../stores/user-store';

/** Drops the given SKUs from a cart list; emptied shop groups go too. */
export function withoutLines(list: CartShopGroup[], lines: { goods_id: number; sku_id: number }[]): CartShopGroup[] {
  const bought = (goodsId: number, skuId: number) => lines.some((line) => line.goods_id === goodsId && line.sku_id === skuId);
  return list
    .map((group) => {
      const products = group.products.filter((product) => !bought(product.goods_id, product.sku_id));
      return { ...group, products, choose: products.filter((product) => product.checked).length };
    })
    .filter((group) => group.products.length > 0);
}

/** After checkout: the bought goods leave the cart, locally and (logged in) on the server. */
export async function removeBoughtFromCart(lines: { goods_id: number; sku_id: number }[]): Promise<void> {
  const state = useCartStore.getState();
  const list = withoutLines(state.list, lines);
  useCartStore.setState({ list, ...computeTotals(list, state.operate) });
  if (!useUserStore.getState().isLogin || lines.length === 0) return;
  await api
    .call(cartRoutes.storage, { type: 'del', data: lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id })) }, { silent: true })
    .catch(() => undefined); // the next cart sync drops what is no longer there
}

export interface BuyAgainItem {
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  price: string;
  number: number;
}

/** Buy again: the order's goods join the cart (quantities add up), locally and on the server. */
export async function addOrderToCart(shop: { id: number; shopname: string }, items: BuyAgainItem[]): Promise<void> {
  const state = useCartStore.getState();
  let list = state.list;
  for (const item of items) {
    const group = list.find((entry) => entry.shop_id === shop.id) ?? { shop_id: shop.id, shop_name: shop.shopname, products: [], check: false, choose: 0 };
    const existing = group.products.find((product) => product.goods_id === item.goods_id && product.sku_id === item.sku_id);
    const number = (existing?.number ?? 0) + item.number;
    const product = { goods_id: item.goods_id, sku_id: item.sku_id, title: item.title, image: item.image, sku: { id: item.sku_id, price: item.price }, number, sum: multiplyMoney(item.price, number), checked: existing?.checked ?? false };
    const products = existing ? group.products.map((entry) => (entry === existing ? product : entry)) : [...group.products, product];
    const updated = { ...group, products, check: existing ? group.check : false };
    list = list.some((entry) => entry.shop_id === shop.id) ? list.map((entry) => (entry.shop_id === shop.id ? updated : entry)) : [...list, updated];
  }
  useCartStore.setState({ list, ...computeTotals(list, state.operate) });
  if (!useUserStore.getState().isLogin) return;
  for (const item of items) {
    await api.call(cartRoutes.storage, { type: 'add', data: { goods_id: item.goods_id, shop_id: shop.id, sku_id: item.sku_id, number: item.number } }, { silent: true });
  }
}
