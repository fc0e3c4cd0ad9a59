import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage';
import { addMoney } from '../lib/money';

/** Spec §3 cart product. */
export interface CartProduct {
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  sku: { id: number; price: string };
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

interface CartActions {
  /** Cart get for now: formats the local cart from storage (server sync arrives with the cart issue). */
  loadLocal: () => void;
}

/** Totals of spec §3, recomputed from the groups with exact money sums. */
export function computeTotals(list: CartShopGroup[], operate = false): CartTotals {
  const products = list.flatMap((group) => group.products);
  const chosen = products.filter((product) => product.checked);
  return {
    cartnum: products.reduce((count, product) => count + product.number, 0),
    allchoose: chosen.length,
    allsum: addMoney('0', ...chosen.map((product) => product.sum)),
    allnum: chosen.reduce((count, product) => count + product.number, 0),
    status: products.length > 0 && chosen.length === products.length,
    operate,
  };
}

export const useCartStore = create<{ list: CartShopGroup[] } & CartTotals & CartActions>()(
  persist(
    (set, get) => ({
      list: [],
      ...computeTotals([]),
      loadLocal: () => {
        const list = Array.isArray(get().list) ? get().list : [];
        set({ list, ...computeTotals(list, get().operate) });
      },
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ list }) => ({ list }),
    },
  ),
);
