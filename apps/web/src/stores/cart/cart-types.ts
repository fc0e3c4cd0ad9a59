import type { RouteInput } from '@cloudmall/contract';
import type { cartRoutes } from '@cloudmall/contract/orders';

// The cart's shapes, shared by the store, its rules and its server calls.

/** A server cart row as `cart/synchro` answers it (the fields the cart keeps). */
export interface ServerCartRow {
  shop_id: number;
  shop_name: string;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  number: number;
  sku: { id: number; price: string; stock?: number; difference?: string };
}

/** A cart line as the server and checkout name it. */
export interface CartLine {
  goods_id: number;
  sku_id: number;
  number: number;
}

/** Spec §3 cart product (`sku.stock`/`difference` are kept when the server told them). */
export interface CartProduct {
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  sku: { id: number; price: string; stock?: number; difference?: string };
  number: number;
  sum: string;
  checked: boolean;
}

/** Spec §3 shop group: products of one shop, with its selection state. */
export interface CartShopGroup {
  shop_id: number;
  shop_name: string;
  products: CartProduct[];
  check: boolean;
  choose: number;
}

export interface CartTotals {
  cartnum: number;
  allchoose: number;
  allsum: string;
  allnum: number;
  status: boolean;
  operate: boolean;
}

/** The cart changes mirrored to the server cart (`cart/storage`). */
export type CartStorageInput = Extract<
  RouteInput<typeof cartRoutes.storage>,
  { type: 'empty' | 'add' | 'bcadd' | 'bcsub' | 'del' | 'follow' }
>;
