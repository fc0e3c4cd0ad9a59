import { chatRoutes } from '@cloudmall/contract/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: true });
});
afterAll(async () => t.close());

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
    expect(list.body.data?.[0]).toMatchObject({ id: merchantId, name: 'Cloudmall Official' });
    const history = await call(t, chatRoutes.history, { id: merchantId }, buyer.token);
    expect(history.body.data?.map((message) => message.form.name)).toEqual(['Cloudmall Official']);

    const answer = await call(
      t,
      chatRoutes.send,
      { to_id: merchantId, type: 'text', content: { text: 'Thanks!' } },
      buyer.token,
    );
    expect(answer.body.data?.form.name).toBe('chatbuyer1');
  });
});
