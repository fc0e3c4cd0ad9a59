import type { MerchantReview, ShopProfile } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { type Clock, unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { shopsRepository } from './shops.repository.ts';
import { type ShopDeskRow, type ShopEdit, shopDeskRepository } from './shop-desk.repository.ts';
import type { MemberDirectory } from './ports.ts';

type ReviewRow = Awaited<ReturnType<typeof shopDeskRepository.pageReviews>>['rows'][number];

const toProfile = (shop: ShopDeskRow): ShopProfile => ({
  id: shop.id,
  shopname: shop.shopname,
  avatar: shop.avatar,
  banner: shop.banner,
  bio: shop.bio,
  description: shop.description,
  city: shop.city,
  status: shop.status,
});

/** A changed bio or description drops its translations: the new text shows in every language. */
function withoutStale(shop: ShopDeskRow, edit: ShopEdit): ShopDeskRow['translations'] {
  const stale = (['bio', 'description'] as const).filter((field) => shop[field] !== edit[field]);
  return Object.fromEntries(
    Object.entries(shop.translations ?? {}).map(([language, fields]) => [
      language,
      Object.fromEntries(
        Object.entries(fields ?? {}).filter(([field]) => !stale.includes(field as 'bio')),
      ),
    ]),
  );
}

export type ShopDeskService = ReturnType<typeof createShopDeskService>;

/** The merchant's own shop in the console: its goods' reviews (reply once) and its profile. */
export function createShopDeskService(deps: {
  db: Db;
  clock: Clock;
  members: MemberDirectory;
  /** Drops the public catalog answers on every instance (the shop page and cards changed). */
  changed: () => Promise<void>;
}) {
  const { db, clock, members, changed } = deps;

  /** The caller's shop; a member without one is `shop_not_found`. */
  async function shopOf(userId: number) {
    const shop = await shopsRepository.findShopByUser(db, userId);
    if (!shop) throw new AppError('shop_not_found');
    return shop;
  }

  async function toReview({ review, goodsTitle }: ReviewRow): Promise<MerchantReview> {
    const author = await members.findMember(String(review.userId));
    return {
      id: review.id,
      goods_id: review.goodsId,
      goods_title: goodsTitle,
      user: { nickname: author?.nickname ?? '', avatar: author?.avatar ?? '' },
      score: review.score,
      content: review.content,
      images: review.images,
      sku: review.sku,
      createtime: unixSeconds(review.createdAt),
      reply: review.reply,
      reply_time: unixSeconds(review.repliedAt),
    };
  }

  return {
    /** Reviews of the caller's shop's goods only, by stars / answered / goods, newest first. */
    async reviews(
      userId: number,
      query: PageQuery & { score?: number; replied?: 'yes' | 'no'; goods_id?: number },
    ) {
      const shop = await shopOf(userId);
      const { rows, total } = await shopDeskRepository.pageReviews(
        db,
        shop.id,
        { score: query.score, replied: query.replied, goodsId: query.goods_id },
        offsetOf(query),
        query.list_rows,
      );
      return toPage(await Promise.all(rows.map(toReview)), total, query);
    },

    /** A shop answers a review of its own goods once (another shop's review is not_found); audited. */
    async reply(userId: number, input: { id: number; reply: string }): Promise<MerchantReview> {
      const shop = await shopOf(userId);
      const replied = await inTransaction(db, async (trx) => {
        const found = await shopDeskRepository.lockShopReview(trx, shop.id, input.id);
        if (!found) throw new AppError('not_found');
        if (found.review.repliedAt) throw new AppError('review_already_replied');
        const now = clock.now();
        await shopDeskRepository.setReply(trx, input.id, input.reply, now);
        await recordAudit(trx, {
          actorUserId: userId,
          action: 'merchant.review.reply',
          targetType: 'review',
          targetId: input.id,
          before: { reply: '' },
          after: { reply: input.reply },
          detail: { shop_id: shop.id, goods_id: found.review.goodsId },
        });
        return { ...found, review: { ...found.review, reply: input.reply, repliedAt: now } };
      });
      await changed();
      return toReview(replied);
    },

    /** The caller's shop profile. */
    profile: async (userId: number): Promise<ShopProfile> => toProfile(await shopOf(userId)),

    /** Edits the caller's shop profile; the name stays unique; audited with before and after. */
    async updateProfile(userId: number, edit: ShopEdit): Promise<ShopProfile> {
      const shop = await shopOf(userId);
      if (await shopDeskRepository.shopnameTaken(db, edit.shopname, shop.id))
        throw new AppError('shopname_exists');
      try {
        const saved = await inTransaction(db, async (trx) => {
          const locked = (await shopDeskRepository.lockShop(trx, shop.id))!;
          const before = toProfile(locked);
          const translations = withoutStale(locked, edit);
          const after = toProfile(
            await shopDeskRepository.updateShop(trx, shop.id, { ...edit, translations }),
          );
          await recordAudit(trx, {
            actorUserId: userId,
            action: 'merchant.shop.update',
            targetType: 'shop',
            targetId: shop.id,
            before,
            after,
          });
          return after;
        });
        await changed();
        return saved;
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('shopname_exists');
        throw error;
      }
    },
  };
}
