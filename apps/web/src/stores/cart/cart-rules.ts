import { multiplyMoney } from '../../lib/money';
import type { CartLine, CartProduct, CartShopGroup, ServerCartRow } from './cart-types';
import { PAGES } from '../../lib/paths';

const sameItem = (product: CartProduct, goodsId: number, skuId: number) =>
  product.goods_id === goodsId && product.sku_id === skuId;

/** A group with its `check` (every product chosen) and `choose` (how many) recomputed. */
export function withGroupState(group: CartShopGroup): CartShopGroup {
  const choose = group.products.filter((product) => product.checked).length;
  return { ...group, choose, check: group.products.length > 0 && choose === group.products.length };
}

/**
 * The synchro answer grouped by shop (first appearance order); a product chosen in `previous` stays
 * chosen, every other one starts unchosen.
 */
export function groupRows(rows: ServerCartRow[], previous: CartShopGroup[] = []): CartShopGroup[] {
  const wasChosen = (row: ServerCartRow) =>
    previous.some((group) =>
      group.products.some(
        (product) => product.checked && sameItem(product, row.goods_id, row.sku_id),
      ),
    );
  const groups = new Map<number, CartShopGroup>();
  for (const row of rows) {
    const group = groups.get(row.shop_id) ?? {
      shop_id: row.shop_id,
      shop_name: row.shop_name,
      products: [],
      check: false,
      choose: 0,
    };
    const sku = {
      id: row.sku.id,
      price: row.sku.price,
      ...(row.sku.stock === undefined ? {} : { stock: row.sku.stock }),
      ...(row.sku.difference ? { difference: row.sku.difference } : {}),
    };
    group.products.push({
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      title: row.title,
      image: row.image,
      sku,
      number: row.number,
      sum: multiplyMoney(row.sku.price, row.number),
      checked: wasChosen(row),
    });
    groups.set(row.shop_id, group);
  }
  return [...groups.values()].map(withGroupState);
}

/** Chooses or unchooses one product; its shop's selection follows. */
export function toggleItem(
  list: CartShopGroup[],
  shopId: number,
  goodsId: number,
  skuId: number,
): CartShopGroup[] {
  return list.map((group) =>
    group.shop_id !== shopId
      ? group
      : withGroupState({
          ...group,
          products: group.products.map((product) =>
            sameItem(product, goodsId, skuId) ? { ...product, checked: !product.checked } : product,
          ),
        }),
  );
}

/** Chooses every product of a shop, or unchooses them all when the shop was fully chosen. */
export function toggleShop(list: CartShopGroup[], shopId: number): CartShopGroup[] {
  return list.map((group) => {
    if (group.shop_id !== shopId) return group;
    const on = !group.check;
    return withGroupState({
      ...group,
      products: group.products.map((product) => ({ ...product, checked: on })),
    });
  });
}

/** Chooses every product (or none). */
export function chooseAll(list: CartShopGroup[], on: boolean): CartShopGroup[] {
  return list.map((group) =>
    withGroupState({
      ...group,
      products: group.products.map((product) => ({ ...product, checked: on })),
    }),
  );
}

/**
 * Plus (+1) or minus (−1) on one product, with its exact sum. Minus works only above 1; plus stops
 * at the stock when the cart knows it. Answers null when nothing changes.
 */
export function stepQuantity(
  list: CartShopGroup[],
  shopId: number,
  goodsId: number,
  skuId: number,
  delta: 1 | -1,
): { list: CartShopGroup[]; product: CartProduct } | null {
  const product = list
    .find((group) => group.shop_id === shopId)
    ?.products.find((item) => sameItem(item, goodsId, skuId));
  if (!product) return null;
  const number = product.number + delta;
  if (number < 1 || (product.sku.stock !== undefined && number > product.sku.stock)) return null;
  const changed = { ...product, number, sum: multiplyMoney(product.sku.price, number) };
  const next = list.map((group) =>
    group.shop_id !== shopId
      ? group
      : { ...group, products: group.products.map((item) => (item === product ? changed : item)) },
  );
  return { list: next, product: changed };
}

/** The chosen products as lines (checkout data, delete and favourite payloads). */
export function chosenLines(list: CartShopGroup[]): CartLine[] {
  return list.flatMap((group) =>
    group.products
      .filter((product) => product.checked)
      .map(({ goods_id, sku_id, number }) => ({ goods_id, sku_id, number })),
  );
}

/** Every product as a synchro line (the local cart sent at load and login). */
export function localLines(list: CartShopGroup[]): (CartLine & { shop_id: number })[] {
  return list.flatMap((group) =>
    group.products.map(({ goods_id, sku_id, number }) => ({
      goods_id,
      shop_id: group.shop_id,
      sku_id,
      number,
    })),
  );
}

/** Removes the chosen products; shops left empty go too. */
export function removeChosen(list: CartShopGroup[]): CartShopGroup[] {
  return list
    .map((group) =>
      withGroupState({ ...group, products: group.products.filter((product) => !product.checked) }),
    )
    .filter((group) => group.products.length > 0);
}

/** A list read from storage, kept only when it has the §3 shape (a corrupt entry is an empty cart). */
export function sanitizeList(value: unknown): CartShopGroup[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (group): group is CartShopGroup =>
        typeof group === 'object' &&
        group !== null &&
        typeof (group as CartShopGroup).shop_id === 'number' &&
        Array.isArray((group as CartShopGroup).products),
    )
    .map((group) => ({
      ...group,
      products: group.products.filter(
        (product) =>
          typeof product === 'object' &&
          product !== null &&
          Number.isInteger(product.goods_id) &&
          Number.isInteger(product.sku_id) &&
          Number.isInteger(product.number) &&
          product.number >= 1 &&
          typeof product.sku?.price === 'string',
      ),
    }))
    .filter((group) => group.products.length > 0)
    .map(withGroupState);
}

/** Checkout of spec §2: addorder with type=cart and data, the chosen goods each with goods_id, number, sku_id. */
export function checkoutPath(lines: CartLine[]): string {
  const data = lines.map(({ goods_id, number, sku_id }) => ({ goods_id, number, sku_id }));
  return `${PAGES.addorder}?type=cart&data=${encodeURIComponent(JSON.stringify(data))}`;
}
