import { chatRoutes } from '@cloudmall/contract/chat';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../../db/schema/index.ts';
import { call } from '../../../../test/test-app.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

useTestApp({ catalog: true });

describe('who speaks in chat', () => {
  it('a shop owner speaks as the shop (its name and avatar) in messages, the list and the history; a member as themself', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const buyer = await newMember(t, 'chatbuyer1');
    const sent = await call(
      t,
      chatRoutes.send,
      { to_id: buyer.id, type: 'text', content: { text: 'Welcome to our shop' } },
      merchant,
    );
    expect(sent.body.data?.form.name).toBe('Cloudmall Official');
    expect(sent.body.data?.form.avatar).toMatch(/^\/uploads\//);
    const merchantId = sent.body.data!.form.id;

    const list = await call(t, chatRoutes.lists, {}, buyer.token);
    const [shop] = await t.db.select().from(shops).orderBy(asc(shops.id)).limit(1);
    // The stock client opens the conversation by its shop; the member who answers is `user_id`.
    expect(list.body.data?.[0]).toMatchObject({
      id: shop!.id,
      user_id: merchantId,
      name: 'Cloudmall Official',
    });
    const history = await call(t, chatRoutes.history, { id: merchantId }, buyer.token);
    expect(history.body.data?.data.map((message) => message.form.name)).toEqual([
      'Cloudmall Official',
    ]);

    const answer = await call(
      t,
      chatRoutes.send,
      { to_id: merchantId, type: 'text', content: { text: 'Thanks!' } },
      buyer.token,
    );
    expect(answer.body.data?.form.name).toBe('chatbuyer1');
  });

  it('before any message, a shop owner is named as the shop (with its id), a member as themself, nobody as not found', async () => {
    const buyer = await newMember(t, 'chatbuyer2');
    const other = await newMember(t, 'chatbuyer3');
    const [owner] = await t.db.select().from(shops).orderBy(asc(shops.id)).limit(1);
    const shop = await call(t, chatRoutes.party, { id: owner!.userId }, buyer.token);
    expect(shop.body.data).toMatchObject({
      id: owner!.userId,
      shop_id: owner!.id,
      name: owner!.shopname,
    });
    const member = await call(t, chatRoutes.party, { id: other.id }, buyer.token);
    expect(member.body.data).toEqual({
      id: other.id,
      name: 'chatbuyer3',
      avatar: expect.any(String),
    });
    expect((await call(t, chatRoutes.party, { id: 99_999_999 }, buyer.token)).body.msg).toBe(
      'chat_user_not_found',
    );
  });
});
