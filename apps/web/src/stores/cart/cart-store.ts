import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type {
  CartLine,
  CartShopGroup,
  CartStorageInput,
  CartTotals,
  ServerCartRow,
} from './cart-types';
import {
  chooseAll,
  chosenLines,
  groupRows,
  localLines,
  removeChosen,
  sanitizeList,
  stepQuantity,
  toggleItem,
  toggleShop,
} from './cart-rules';
import { STORAGE_KEYS } from '../../lib/storage';
import { addMoney } from '../../lib/money';
import { useUserStore } from '../user-store';

export type { CartProduct, CartShopGroup, CartTotals } from './cart-types';

/** How the server side of a change went; a refused change reloads the server cart. */
export type CartSync = (change: CartStorageInput) => Promise<unknown>;

interface CartState extends CartTotals {
  list: CartShopGroup[];
  /** A cart get is running. */
  loading: boolean;
  /** The cart was read once this session (the server cart for a member). */
  loaded: boolean;
  /** The last cart get could not reach the server (the local cart is shown). */
  failed: boolean;
}

interface CartActions {
  /** Cart get (spec §4): a member's local cart is merged by `cart/synchro` and the answer grouped by shop; a guest's comes from storage. */
  load: () => Promise<void>;
  /** Start-up's cart get (kept for `app/startup.ts`): the same as `load`. */
  loadLocal: () => void;
  toggleItem: (shopId: number, goodsId: number, skuId: number) => void;
  toggleShop: (shopId: number) => void;
  /** Select all on or off. */
  toggleAll: () => void;
  plus: (shopId: number, goodsId: number, skuId: number) => void;
  /** Works only above 1. */
  minus: (shopId: number, goodsId: number, skuId: number) => void;
  /** Replaces the list (cart add) and mirrors `change` to the server for a member. */
  apply: (list: CartShopGroup[], change?: CartStorageInput) => void;
  /** Deletes the chosen products, or everything when select-all is on. */
  removeChosen: () => void;
  /** Members only: the chosen products leave the cart for the favourites; answers how many favourites were new. */
  moveToFavourites: () => Promise<number>;
  /** Edit mode (delete / move to favourites) on or off. */
  setOperate: (operate: boolean) => void;
  /** The chosen products as checkout lines. */
  chosen: () => CartLine[];
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

const cartApi = () => import('./cart-api');
const isMember = () => useUserStore.getState().isLogin;
let running: Promise<void> | undefined;

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set, get) => {
      const commit = (list: CartShopGroup[]) =>
        set({ list, ...computeTotals(list, get().operate) });

      /** Every change is mirrored to `cart/storage` only when logged in; a refusal toasts and reloads. */
      const mirror = (change: CartStorageInput): Promise<unknown> => {
        if (!isMember()) return Promise.resolve(undefined);
        return cartApi()
          .then(({ storeCartChange }) => storeCartChange(change))
          .catch(async (error: unknown) => {
            const { toastError } = await import('../../components/ui/toast');
            toastError(error);
            await get().load();
            throw error;
          });
      };
      const quietly = (change: CartStorageInput) => void mirror(change).catch(() => undefined);

      const step = (shopId: number, goodsId: number, skuId: number, delta: 1 | -1) => {
        const stepped = stepQuantity(get().list, shopId, goodsId, skuId, delta);
        if (!stepped) return;
        commit(stepped.list);
        const { product } = stepped;
        quietly({
          type: delta > 0 ? 'bcadd' : 'bcsub',
          goods_id: goodsId,
          sku_id: skuId,
          number: product.number,
          sum: product.sum,
        });
      };

      const load = async (): Promise<void> => {
        if (!isMember()) {
          commit(sanitizeList(get().list));
          set({ loaded: true, failed: false });
          return;
        }
        set({ loading: true });
        try {
          const { synchroCart } = await cartApi();
          const rows: ServerCartRow[] = await synchroCart(localLines(sanitizeList(get().list)));
          commit(groupRows(rows, get().list));
          set({ loaded: true, failed: false });
        } catch {
          commit(sanitizeList(get().list)); // offline: keep the local cart
          set({ failed: true });
        } finally {
          set({ loading: false });
        }
      };

      return {
        list: [],
        ...computeTotals([]),
        loading: false,
        loaded: false,
        failed: false,
        load: () => (running ??= load().finally(() => (running = undefined))),
        loadLocal: () => void get().load(),
        toggleItem: (shopId, goodsId, skuId) =>
          commit(toggleItem(get().list, shopId, goodsId, skuId)),
        toggleShop: (shopId) => commit(toggleShop(get().list, shopId)),
        toggleAll: () => commit(chooseAll(get().list, !get().status)),
        plus: (shopId, goodsId, skuId) => step(shopId, goodsId, skuId, 1),
        minus: (shopId, goodsId, skuId) => step(shopId, goodsId, skuId, -1),
        apply: (list, change) => {
          commit(list);
          if (change) quietly(change);
        },
        removeChosen: () => {
          const { list, status } = get();
          const lines = chosenLines(list);
          if (lines.length === 0) return;
          commit(status ? [] : removeChosen(list));
          quietly(
            status
              ? { type: 'empty' }
              : { type: 'del', data: lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id })) },
          );
        },
        moveToFavourites: async () => {
          const lines = chosenLines(get().list);
          if (lines.length === 0 || !isMember()) return 0;
          const written = await mirror({
            type: 'follow',
            data: lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id })),
          });
          commit(removeChosen(get().list));
          return typeof written === 'number' ? written : 0;
        },
        setOperate: (operate) => set({ operate }),
        chosen: () => chosenLines(get().list),
      };
    },
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ list }) => ({ list }),
    },
  ),
);

// Login merges the guest's cart into the member's (cart get right away); logout leaves the
// member's cart on the server and starts an empty local one.
useUserStore.subscribe((state, previous) => {
  if (state.isLogin && !previous.isLogin) void useCartStore.getState().load();
  if (!state.isLogin && previous.isLogin)
    useCartStore.setState({ list: [], ...computeTotals([]), loaded: false });
});
