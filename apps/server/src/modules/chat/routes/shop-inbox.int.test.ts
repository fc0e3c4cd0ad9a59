import { consoleAuthRoutes } from '@cloudmall/contract/access';
import { chatRoutes, merchantChatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { listenForSockets, openSocket } from '../../../../test/socket-client.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

/** The merchant's console login (a console session, beside any app session). */
async function consoleToken(account: string): Promise<{ token: string; id: number }> {
  const { body } = await call(t, consoleAuthRoutes.login, { account, password: 'demo1234' });
  return { token: body.data!.token, id: body.data!.user.id };
}

const text = (to_id: number, words: string) => ({ to_id, type: 'text', content: { text: words } });

describe('the shop’s chat inbox in the console', () => {
  it('a member’s message reaches the console session’s socket live; the merchant answers as the shop', async () => {
    const merchant = await consoleToken('merchant');
    const buyer = await newMember(t, 'inboxbuyer');
    const socket = await openSocket(await listenForSockets(t));
    const shake = await call(t, chatRoutes.shake, { client_id: socket.clientId }, merchant.token);
    expect(shake.body.code).toBe(1);
    await call(t, chatRoutes.send, text(merchant.id, 'Is the phone in stock?'), buyer.token);
    const pushed = await socket.next((m) => m.type === 'chat');
    expect(pushed).toMatchObject({ message: { content: { text: 'Is the phone in stock?' } } });
    socket.close();

    const inbox = await call(
      t,
      merchantChatRoutes.conversations,
      { unread: 'yes' },
      merchant.token,
    );
    expect(inbox.body.data!.data[0]).toMatchObject({ user_id: buyer.id, count: 1 });
    const history = await call(t, merchantChatRoutes.history, { id: buyer.id }, merchant.token);
    expect(history.body.data!.map((m) => m.message.content)).toEqual([
      { text: 'Is the phone in stock?' },
    ]);
    const after = await call(
      t,
      merchantChatRoutes.conversations,
      { unread: 'yes' },
      merchant.token,
    );
    expect(after.body.data!.total).toBe(0);

    const answer = await call(
      t,
      merchantChatRoutes.send,
      text(buyer.id, 'Yes, 12 left'),
      merchant.token,
    );
    expect(answer.body.data!.form).toMatchObject({ name: 'Cloudmall Official' });
    const other = await tokenOf(t, 'shop2');
    const theirs = await call(t, merchantChatRoutes.conversations, {}, other);
    expect(theirs.body.data!.data.some((c) => c.user_id === buyer.id)).toBe(false);
    expect((await call(t, merchantChatRoutes.history, { id: buyer.id }, other)).body.data).toEqual(
      [],
    );
    const seen = await call(t, chatRoutes.history, { id: merchant.id }, buyer.token);
    expect(seen.body.data!.data.map((m) => m.message.content)).toContainEqual({
      text: 'Yes, 12 left',
    });
  });

  it('filters by member name and pages on the server', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const { body } = await call(
      t,
      merchantChatRoutes.conversations,
      { name: 'inboxbuyer', list_rows: 1 },
      merchant,
    );
    expect(body.data).toMatchObject({ total: 1, per_page: 1, last_page: 1 });
  });

  it('a member without a shop is refused, and bad input sends nothing', async () => {
    const member = await newMember(t, 'inboxplain');
    const merchant = await tokenOf(t, 'merchant');
    expect((await call(t, merchantChatRoutes.conversations, {}, member.token)).status).toBe(403);
    const buyer = await newMember(t, 'inboxbuyer2');
    const blank = await call(
      t,
      merchantChatRoutes.send,
      { to_id: buyer.id, type: 'text', content: {} },
      merchant,
    );
    expect(blank.body.msg).toBe('validation_failed');
    const nobody = await call(t, merchantChatRoutes.send, text(999_999, 'hello'), merchant);
    expect(nobody.body.msg).toBe('chat_user_not_found');
    expect((await call(t, chatRoutes.lists, {}, buyer.token)).body.data).toEqual([]);
  });
});
