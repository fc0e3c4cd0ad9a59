import { chatConsoleRoutes, chatRoutes } from '@cloudmall/contract/chat';
import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket, ofType } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';
import { submitKyc, withdrawToNewCard } from './wallet-steps.ts';

let url: string;
useTestAppWithAdmin({}, async () => {
  url = await listenForSockets(t);
});

describe('notices of wallet events', () => {
  it('stores and pushes a notice when KYC is decided and a withdrawal is rejected', async () => {
    const m = await newMember(t, 'noticed');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, m.token);
    await submitKyc(t, m.token, 'Noticed Member', 'P0000001');
    await call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, decision: 'approve' }, admin);
    expect(await socket.next(ofType('notice'))).toMatchObject({
      title: 'Identity verified',
      modules: 'kyc',
    });

    await t.wallet.income.creditHeld({ userId: m.id, amountMinor: 20_000n, reason: 'test' });
    t.clock.advance(16 * 86_400_000);
    await t.wallet.income.releaseDue();
    const withdrawal = await withdrawToNewCard(t, m.token, 'Noticed', '6222000000009999');
    await call(
      t,
      walletConsoleRoutes.rejectWithdrawal,
      { id: withdrawal, reason: 'name mismatch' },
      admin,
    );
    expect(
      await socket.next((n) => n.type === 'notice' && n.modules === 'withdrawal'),
    ).toMatchObject({ title: 'Withdrawal rejected' });

    const counts = await call(t, chatRoutes.noticeCounts, {}, m.token);
    expect(counts.body.data).toMatchObject({ notice: 2, order: 0 });
    const list = await call(t, chatRoutes.notices, { type: 'notice' }, m.token);
    expect(list.body.data?.data.map((n) => n.modules)).toEqual(['withdrawal', 'kyc']);
    await call(t, chatRoutes.readNotices, { type: 'notice' }, m.token);
    expect((await call(t, chatRoutes.noticeCounts, {}, m.token)).body.data?.notice).toBe(0);
    socket.close();
  });
});

describe('order notices and the socket state', () => {
  it('pushes an order notice as type order and counts it under order', async () => {
    const m = await newMember(t, 'buyer1');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, m.token);
    await t.chat.notices.notify(m.id, {
      type: 'order',
      message: {
        key: 'order.ship',
        params: { orderNo: '2026112100001', carrier: 'SF', trackingNo: 'SF1' },
      },
      modules: 'order',
      modulesId: 42,
    });
    expect(await socket.next(ofType('order'))).toMatchObject({
      type: 'order',
      title: 'Your order has shipped',
      message_key: 'order.ship',
      modules: 'order',
      modules_id: 42,
    });
    expect((await call(t, chatRoutes.noticeCounts, {}, m.token)).body.data).toMatchObject({
      order: 1,
      notice: 0,
    });
    socket.close();
  });

  it('answers chat/state for visitors', async () => {
    expect((await call(t, chatRoutes.state, {})).body).toMatchObject({
      code: 1,
      data: { online: true },
    });
  });
});

describe('customer service', () => {
  it('answers from the help article that matches the question', async () => {
    const m = await newMember(t, 'asker1');
    const { body } = await call(
      t,
      chatRoutes.service,
      { text: 'How long does a USDT top up take?' },
      m.token,
    );
    expect(body.data?.map((x) => [x.sender, x.message.type])).toEqual([
      ['member', 'text'],
      ['bot', 'text'],
      ['bot', 'article'],
    ]);
    expect(body.data?.[2]?.message).toMatchObject({
      type: 'article',
      content: { title: 'How do I top up with USDT?' },
    });
  });

  it('answers in the member’s language and offers articles when nothing matches', async () => {
    const m = await newMember(t, 'asker2');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wanlshop/chat/service',
      headers: { token: m.token, lang: 'tr' },
      payload: { text: 'xyzzy' },
    });
    const messages = response.json().data as Array<{ message: { type: string; content: unknown } }>;
    expect(messages[1]?.message.content).toMatchObject({
      text: expect.stringContaining('temsilci'),
    });
    expect(messages[2]?.message.type).toBe('list');
  });

  it('hands over to a human agent whose reply arrives as a service push', async () => {
    const m = await newMember(t, 'asker3');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, m.token);
    await call(t, chatRoutes.service, { text: 'my order is wrong', human: true }, m.token);
    const queue = await call(t, chatConsoleRoutes.serviceQueue, {}, admin);
    expect(queue.body.data?.data[0]).toMatchObject({
      user_id: m.id,
      username: 'asker3',
      last: 'my order is wrong',
    });
    expect(
      (
        await call(
          t,
          chatConsoleRoutes.serviceReply,
          { user_id: m.id, text: 'Hello, I can help.' },
          m.token,
        )
      ).status,
    ).toBe(403);
    await call(
      t,
      chatConsoleRoutes.serviceReply,
      { user_id: m.id, text: 'Hello, I can help.' },
      admin,
    );
    const pushed = await socket.next(ofType('service'));
    expect(pushed).toMatchObject({
      sender: 'agent',
      message: { type: 'text', content: { text: 'Hello, I can help.' } },
    });
    expect((pushed.form as { id: number }).id).toBeGreaterThan(8_080_000);
    expect(
      (await call(t, chatConsoleRoutes.serviceQueue, {}, admin)).body.data?.data.some(
        (q) => q.user_id === m.id,
      ),
    ).toBe(false);
    expect(
      (await call(t, chatRoutes.serviceHistory, {}, m.token)).body.data?.map((x) => x.sender),
    ).toEqual(['member', 'bot', 'agent']);
    socket.close();
  });

  it('serves help articles to visitors', async () => {
    expect((await call(t, chatRoutes.help, {})).body.data?.length).toBeGreaterThanOrEqual(8);
  });
});
