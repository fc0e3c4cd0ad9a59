import { formatMinor, localized, type Language, type Page } from '@cloudmall/contract';
import type {
  GoodsSaveInput,
  GoodsStatus,
  MerchantGoodsDetail,
  MerchantGoodsRow,
} from '@cloudmall/contract/merchant';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit, type AuditAction } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { pricesOf } from './catalog.mapper.ts';
import { catalogRepository } from './catalog.repository.ts';
import { goodsTextsOf, withGoodsTexts } from './goods-translations.ts';
import { merchantGoodsRepository as repo, type SkuWrite } from './merchant-goods.repository.ts';
import { sanitizeRichText } from './rich-text.ts';

type ListQuery = {
  page: number;
  list_rows: number;
  status?: GoodsStatus;
  category_id?: number;
  q?: string;
};

const keyOf = (values: readonly string[]) => JSON.stringify(values);
const notFound = () => new AppError('not_found');

export type MerchantGoodsService = ReturnType<typeof createMerchantGoodsService>;

/** The merchant's goods desk: only goods of the caller's own shop; another shop's ids are not found. */
export function createMerchantGoodsService(deps: {
  db: Db;
  clock: Clock;
  /** Drops the public catalog answers on every instance (prices, texts or sale state changed). */
  changed: () => Promise<void>;
}) {
  const { db, clock, changed } = deps;

  async function shopIdOf(userId: number): Promise<number> {
    const shop = await catalogRepository.findShopByUser(db, userId);
    if (!shop) throw new AppError('not_shop_owner');
    return shop.id;
  }

  async function ownGoods(userId: number, id: number) {
    const found = await repo.findShopGoods(db, await shopIdOf(userId), id);
    if (!found) throw notFound();
    return found;
  }

  async function detailOf(id: number) {
    const [specs, skus] = await Promise.all([repo.spusOf(db, id), repo.liveSkusOf(db, id)]);
    return {
      specs: specs.map((s) => ({ name: s.name, items: s.items })),
      skus: skus.map((s) => ({
        id: s.id,
        difference: s.difference,
        ...pricesOf(s),
        stock: s.stock,
        sales: s.sales,
        code: s.code,
      })),
    };
  }

  return {
    /** The shop's goods of any status, by status, category and title words; newest first. */
    async list(
      userId: number,
      query: ListQuery,
      language: Language,
    ): Promise<Page<MerchantGoodsRow>> {
      const shopId = await shopIdOf(userId);
      const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      return pageOf(
        query,
        (offset, limit) =>
          repo.pageShopGoods(
            db,
            { shopId, status: query.status, categoryId: query.category_id, words },
            offset,
            limit,
          ),
        (row) => ({
          id: row.goods.id,
          title: row.goods.title,
          image: row.goods.image,
          category: {
            id: row.goods.categoryId,
            name: localized(row.categoryName, row.categoryTranslations, language, 'name'),
          },
          price: formatMinor(BigInt(row.goods.priceMinor)),
          stock: row.stock,
          sales: row.goods.sales,
          sku_count: row.skuCount,
          status: row.goods.status === 'normal' ? 'normal' : 'hidden',
          createtime: unixSeconds(row.goods.createdAt),
        }),
      );
    },

    /** One goods of the shop with its specs and live SKUs. */
    async detail(userId: number, id: number): Promise<MerchantGoodsDetail> {
      const g = await ownGoods(userId, id);
      return {
        id: g.id,
        title: g.title,
        category_id: g.categoryId,
        images: g.images,
        content: g.content,
        translations: goodsTextsOf(g.translations),
        status: g.status === 'normal' ? 'normal' : 'hidden',
        ...(await detailOf(g.id)),
      };
    },

    /**
     * Creates a goods (off sale until put on sale) or edits one of the shop, in a category the app
     * shows; languages not sent keep their title and text. SKUs of combinations that stay keep their
     * id (carts and orders name them); dropped ones are taken off offer. Audited.
     */
    async save(userId: number, input: GoodsSaveInput): Promise<{ id: number }> {
      const shopId = await shopIdOf(userId);
      const category = await repo.categoryState(db, input.category_id);
      if (category === 'missing') throw notFound();
      if (category === 'hidden') throw new AppError('category_hidden');
      const skus: SkuWrite[] = input.skus.map((s) => ({
        difference: s.difference,
        priceMinor: s.price,
        marketPriceMinor: s.market_price,
        stock: s.stock,
        code: s.code,
      }));
      const lowest = skus.reduce((a, b) => (b.priceMinor < a.priceMinor ? b : a));
      const fields = {
        categoryId: input.category_id,
        title: input.title,
        image: input.images[0]!,
        images: input.images,
        content: sanitizeRichText(input.content),
        priceMinor: lowest.priceMinor,
        marketPriceMinor: lowest.marketPriceMinor,
      };
      const after = {
        ...fields,
        translations: input.translations ?? {},
        specs: input.specs,
        skus: input.skus,
      };
      const audit = (trx: Db, id: number, action: AuditAction, before: unknown) =>
        recordAudit(trx, {
          actorUserId: userId,
          action,
          targetType: 'goods',
          targetId: id,
          before,
          after: JSON.parse(jsonOf(after)) as unknown,
          detail: { shop_id: shopId },
        });
      if (input.id === undefined) {
        const id = await inTransaction(db, async (trx) => {
          const created = await repo.insertGoods(trx, shopId, {
            ...fields,
            translations: withGoodsTexts(null, input.translations),
            status: 'hidden',
          });
          await repo.replaceSpus(trx, created, input.specs);
          await repo.insertSkus(trx, created, skus);
          await audit(trx, created, 'goods.create', null);
          return created;
        });
        await changed();
        return { id };
      }
      const existing = await repo.findShopGoods(db, shopId, input.id);
      if (!existing) throw notFound();
      const before = await detailOf(existing.id);
      await inTransaction(db, async (trx) => {
        const current = await repo.liveSkusOf(trx, existing.id);
        const byKey = new Map(current.map((s) => [keyOf(s.difference), s]));
        const kept = new Set<number>();
        for (const sku of skus) {
          const match = byKey.get(keyOf(sku.difference));
          if (!match) continue;
          kept.add(match.id);
          const { difference: _unchanged, ...changes } = sku;
          await repo.updateSku(trx, match.id, changes);
        }
        await repo.insertSkus(
          trx,
          existing.id,
          skus.filter((sku) => !byKey.has(keyOf(sku.difference))),
        );
        const dropped = current.filter((s) => !kept.has(s.id)).map((s) => s.id);
        await repo.removeSkus(trx, dropped, clock.now());
        await repo.replaceSpus(trx, existing.id, input.specs);
        await repo.updateGoods(trx, existing.id, {
          ...fields,
          translations: withGoodsTexts(existing.translations, input.translations),
        });
        await audit(trx, existing.id, 'goods.update', {
          title: existing.title,
          translations: existing.translations,
          categoryId: existing.categoryId,
          images: existing.images,
          ...before,
        });
      });
      await changed();
      return { id: existing.id };
    },

    /** Puts a goods of the shop on sale (`normal`) or off sale (`hidden`). Audited. */
    async setStatus(userId: number, input: { id: number; status: GoodsStatus }): Promise<true> {
      const g = await ownGoods(userId, input.id);
      await inTransaction(db, async (trx) => {
        const moved = await repo.setStatus(trx, g.shopId, g.id, input.status);
        if (!moved.length) throw notFound();
        await recordAudit(trx, {
          actorUserId: userId,
          action: 'goods.status',
          targetType: 'goods',
          targetId: g.id,
          before: { status: g.status },
          after: { status: input.status },
          detail: { shop_id: g.shopId },
        });
      });
      await changed();
      return true;
    },
  };
}

/** Money as text in audit details (bigint has no JSON form). */
const jsonOf = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? formatMinor(v) : v));
