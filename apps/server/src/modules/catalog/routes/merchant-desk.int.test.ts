import { catalogRoutes, merchantCatalogRoutes } from '@cloudmall/contract/catalog';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, goods, goodsComments, shops, users } from '../../../db/schema/index.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

async function shopOf(username: string) {
  const [row] = await t.db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(eq(users.username, username));
  return row!.id;
}

/** A review of one of the shop's goods (seeded reviews, or one written here). */
async function reviewOfShop(shopId: number): Promise<{ id: number; goodsId: number }> {
  const [g] = await t.db.select().from(goods).where(eq(goods.shopId, shopId)).limit(1);
  const buyer = await newMember(t, `rv${Math.floor(Math.random() * 1e6)}`);
  const [row] = await t.db
    .insert(goodsComments)
    .values({ goodsId: g!.id, userId: buyer.id, score: 2, content: 'Slow delivery', images: [] })
    .returning();
  return { id: row!.id, goodsId: g!.id };
}

const audits = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));

describe('a merchant answers its shop’s reviews', () => {
  it('lists only its own shop’s reviews, filtered by stars and by answered or not', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const mine = await shopOf('merchant');
    const review = await reviewOfShop(mine);
    await reviewOfShop(await shopOf('shop2'));
    const { body } = await call(
      t,
      merchantCatalogRoutes.reviews,
      { score: 2, replied: 'no', list_rows: 100 },
      merchant,
    );
    expect(body.data!.data.map((r) => r.id)).toContain(review.id);
    expect(body.data!.data.every((r) => r.score === 2 && r.reply === '')).toBe(true);
    const ownGoods = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.shopId, mine));
    const ids = new Set(ownGoods.map((g) => g.id));
    expect(body.data!.data.every((r) => ids.has(r.goods_id))).toBe(true);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 100 });
  });

  it('replies once: the reply shows in the app’s goods comments, is audited, and a second reply is refused', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const review = await reviewOfShop(await shopOf('merchant'));
    const reply = { id: review.id, reply: 'Sorry, we ship faster now.' };
    const first = await call(t, merchantCatalogRoutes.replyReview, reply, merchant);
    expect(first.body.data).toMatchObject({ reply: reply.reply });
    expect(first.body.data!.reply_time).toBeGreaterThan(0);
    const again = await call(
      t,
      merchantCatalogRoutes.replyReview,
      { ...reply, reply: 'x' },
      merchant,
    );
    expect(again.body.msg).toBe('review_already_replied');
    const app = await call(t, catalogRoutes.comments, { id: review.goodsId, list_rows: 50 });
    expect(app.body.data!.comment.data.find((c) => c.id === review.id)?.reply).toBe(reply.reply);
    const [entry] = await audits('merchant.review.reply', review.id);
    expect(entry).toMatchObject({ before: { reply: '' }, after: { reply: reply.reply } });
  });

  it('another shop’s merchant gets not_found and a plain member is forbidden; nothing changes', async () => {
    const other = await tokenOf(t, 'shop2');
    const member = await newMember(t, 'rvplain');
    const review = await reviewOfShop(await shopOf('merchant'));
    const refused = await call(
      t,
      merchantCatalogRoutes.replyReview,
      { id: review.id, reply: 'Not mine' },
      other,
    );
    expect(refused.body.msg).toBe('not_found');
    const plain = await call(
      t,
      merchantCatalogRoutes.replyReview,
      { id: review.id, reply: 'Hi' },
      member.token,
    );
    expect(plain.status).toBe(403);
    const blank = await call(
      t,
      merchantCatalogRoutes.replyReview,
      { id: review.id, reply: '   ' },
      await tokenOf(t, 'merchant'),
    );
    expect(blank.body.msg).toBe('validation_failed');
    const [row] = await t.db.select().from(goodsComments).where(eq(goodsComments.id, review.id));
    expect(row).toMatchObject({ reply: '', repliedAt: null });
    expect(await audits('merchant.review.reply', review.id)).toHaveLength(0);
  });
});

describe('a merchant edits its shop profile', () => {
  const profile = {
    shopname: 'Cloudmall Flagship',
    avatar: '/uploads/shop/a.png',
    banner: '',
    bio: 'Official phones and scripts',
    description: 'Everything for cloud phones.',
    city: 'Istanbul',
  };

  it('saves a valid profile, shown on the app’s shop page, audited with before and after', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const shopId = await shopOf('merchant');
    const before = (await call(t, merchantCatalogRoutes.shop, {}, merchant)).body.data!;
    const saved = await call(t, merchantCatalogRoutes.updateShop, profile, merchant);
    expect(saved.body.data).toMatchObject({ id: shopId, ...profile });
    const page = await call(t, catalogRoutes.shop, { id: shopId });
    expect(page.body.data!.shop).toMatchObject({ shopname: profile.shopname, bio: profile.bio });
    const [entry] = await audits('merchant.shop.update', shopId);
    expect(entry).toMatchObject({ before: { shopname: before.shopname }, after: profile });
  });

  it('refuses bad input and another shop’s name, changing nothing', async () => {
    const other = await tokenOf(t, 'shop2');
    const shopId = await shopOf('shop2');
    const before = (await call(t, merchantCatalogRoutes.shop, {}, other)).body.data!;
    for (const bad of [
      { ...profile, shopname: '' },
      { ...profile, avatar: 'javascript:alert(1)' },
      { ...profile, bio: 'x'.repeat(201) },
      { ...profile, id: 1 },
    ]) {
      const { body } = await call(t, merchantCatalogRoutes.updateShop, bad, other);
      expect(body.msg).toBe('validation_failed');
    }
    const taken = await call(t, merchantCatalogRoutes.updateShop, profile, other);
    expect(taken.body.msg).toBe('shopname_exists');
    expect((await call(t, merchantCatalogRoutes.shop, {}, other)).body.data).toEqual(before);
    expect(await audits('merchant.shop.update', shopId)).toHaveLength(0);
  });
});
