import type { Language } from '@cloudmall/contract';
import type { CartLineInput, CartRow } from '@cloudmall/contract/orders';
import {
  CART_STORAGE_TYPES,
  isLegalQuantity,
  type CartStorageChange,
} from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { toCartRow } from './cart.mapper.ts';
import { cartRepository, type CartItemRow } from './cart.repository.ts';
import type { CartCatalogPort, PurchaseSku } from './ports.ts';

type StorageInput = CartStorageChange | { type: string };

const isKnownChange = (input: StorageInput): input is CartStorageChange =>
  (CART_STORAGE_TYPES as readonly string[]).includes(input.type);

/** The SKU of a request, which must exist and belong to the goods named; else `sku_not_found`. */
function skuFor(skus: Map<number, PurchaseSku>, goodsId: number, skuId: number): PurchaseSku {
  const sku = skus.get(skuId);
  if (!sku || sku.goodsId !== goodsId) throw new AppError('sku_not_found');
  return sku;
}

/** A quantity the member may hold: whole, at least 1, at most the stock; else `quantity_illegal`. */
function legal(number: number, sku: PurchaseSku): number {
  if (!isLegalQuantity(number, sku.stock)) throw new AppError('quantity_illegal');
  return number;
}

/** SKUs a cart may hold: a change past it is refused (`cart_full`), a synchro merges up to it. */
export const MAX_CART_ROWS = 200;

/** Refuses (rolling the change back) a cart that grew past MAX_CART_ROWS. */
async function assertRoom(trx: Db, userId: number): Promise<void> {
  if ((await cartRepository.count(trx, userId)) > MAX_CART_ROWS) throw new AppError('cart_full');
}

export function createCartService(deps: { db: Db; clock: Clock; catalog: CartCatalogPort }) {
  const { db, clock, catalog } = deps;

  /** The whole server cart, priced from the SKUs now, without SKUs out of stock or off sale; texts in the reader's language. */
  async function list(userId: number, language: Language = 'en'): Promise<CartRow[]> {
    const rows = await cartRepository.rows(db, userId);
    const skus = await catalog.purchaseSkus(
      db,
      rows.map((row) => row.skuId),
      language,
    );
    return rows.flatMap((row) => {
      const sku = skus.get(row.skuId);
      return sku && sku.onSale && sku.stock > 0 ? [toCartRow(row, sku)] : [];
    });
  }

  /**
   * Cart synchro: local lines whose SKU is not in the server cart yet are added (unknown SKUs, or a
   * SKU not of the goods named, are ignored; quantities clamp to [1, stock]), then the whole cart.
   */
  async function synchro(
    userId: number,
    local: CartLineInput[] | null,
    language: Language = 'en',
  ): Promise<CartRow[]> {
    if (local && local.length > 0) {
      const skus = await catalog.purchaseSkus(
        db,
        local.map((line) => line.sku_id),
      );
      const merged = new Map<number, CartItemRow>();
      for (const line of local) {
        const sku = skus.get(line.sku_id);
        if (
          !sku ||
          sku.goodsId !== line.goods_id ||
          !sku.onSale ||
          sku.stock <= 0 ||
          merged.has(sku.skuId)
        )
          continue;
        const number = Math.min(Math.max(1, Math.floor(line.number)), sku.stock, 9999);
        merged.set(sku.skuId, {
          skuId: sku.skuId,
          goodsId: sku.goodsId,
          shopId: sku.shopId,
          number,
        });
      }
      const room = Math.max(0, MAX_CART_ROWS - (await cartRepository.count(db, userId)));
      await cartRepository.insertMissing(
        db,
        userId,
        [...merged.values()].slice(0, room),
        clock.now(),
      );
    }
    return list(userId, language);
  }

  /**
   * Cart storage (protocol §2.7): mirrors one local change. add raises or inserts, bcadd/bcsub set
   * the quantity (always a legal one), del deletes, follow deletes and adds favourites (answers how
   * many), empty deletes all. A refused change changes nothing.
   */
  async function storage(userId: number, input: StorageInput): Promise<'' | number> {
    if (!isKnownChange(input)) throw new AppError('cart_type_invalid');
    return inTransaction(db, async (trx) => {
      switch (input.type) {
        case 'empty':
          await cartRepository.removeAll(trx, userId);
          return '';
        case 'add': {
          const { goods_id, sku_id, number } = input.data;
          const sku = skuFor(await catalog.purchaseSkus(trx, [sku_id]), goods_id, sku_id);
          if (!sku.onSale) throw new AppError('goods_not_available');
          legal(number, sku);
          const row = { skuId: sku_id, goodsId: sku.goodsId, shopId: sku.shopId, number };
          if (!(await cartRepository.add(trx, userId, row, Math.min(sku.stock, 9999), clock.now())))
            throw new AppError('quantity_illegal');
          await assertRoom(trx, userId);
          return '';
        }
        case 'bcadd':
        case 'bcsub': {
          const sku = skuFor(
            await catalog.purchaseSkus(trx, [input.sku_id]),
            input.goods_id,
            input.sku_id,
          );
          const number = legal(input.number, sku);
          await cartRepository.upsert(
            trx,
            userId,
            { skuId: sku.skuId, goodsId: sku.goodsId, shopId: sku.shopId, number },
            clock.now(),
          );
          await assertRoom(trx, userId);
          return '';
        }
        case 'del':
          await cartRepository.remove(
            trx,
            userId,
            input.data.map((ref) => ref.sku_id),
          );
          return '';
        case 'follow': {
          await cartRepository.remove(
            trx,
            userId,
            input.data.map((ref) => ref.sku_id),
          );
          return catalog.addFavourites(trx, userId, [
            ...new Set(input.data.map((ref) => ref.goods_id)),
          ]);
        }
      }
    });
  }

  return { list, synchro, storage };
}

export type CartService = ReturnType<typeof createCartService>;
