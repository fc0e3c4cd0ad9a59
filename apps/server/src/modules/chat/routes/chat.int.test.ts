import { identityRoutes } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket, ofType } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

let url: string;
useTestApp({}, async () => {
  url = await listenForSockets(t);
});

const text = (to_id: number, body: string) => ({ to_id, type: 'text', content: { text: body } });

describe('chat between two members', () => {
  it('stores a message first, pushes it to the recipient’s socket live, and lists it with an unread count', async () => {
    const a = await newMember(t, 'alice');
    const b = await newMember(t, 'bobby');
    const socket = await openSocket(url);
    expect(
      (await call(t, chatRoutes.shake, { client_id: socket.clientId }, b.token)).body.data,
    ).toBe(socket.clientId);

    const sent = await call(t, chatRoutes.send, text(b.id, 'hello <b>bob</b>'), a.token);
    expect(sent.body.data).toMatchObject({
      type: 'chat',
      to_id: b.id,
      form: { id: a.id, name: 'alice' },
      message: { type: 'text', content: { text: 'hello <b>bob</b>' } },
    });
    const pushed = await socket.next(ofType('chat'));
    expect(pushed).toEqual(sent.body.data);

    const list = await call(t, chatRoutes.lists, {}, b.token);
    expect(list.body.data?.[0]).toMatchObject({
      id: a.id,
      name: 'alice',
      content: 'hello <b>bob</b>',
      count: 1,
    });
    expect((await call(t, chatRoutes.noticeCounts, {}, b.token)).body.data?.chat).toBe(1);
    socket.close();
  });

  it('delivers missed messages when an offline member binds again, once', async () => {
    const a = await newMember(t, 'sender1');
    const b = await newMember(t, 'offline1');
    await call(t, chatRoutes.send, text(b.id, 'first'), a.token);
    await call(t, chatRoutes.send, text(b.id, 'second'), a.token);
    const socket = await openSocket(url);
    expect(
      (await call(t, chatRoutes.shake, { client_id: socket.clientId }, b.token)).body.data,
    ).toBe(socket.clientId);
    await socket.next(
      (m) =>
        m.type === 'chat' && (m.message as { content: { text: string } }).content.text === 'second',
    );
    expect(
      socket.received
        .filter(ofType('chat'))
        .map((m) => (m.message as { content: { text: string } }).content.text),
    ).toEqual(['first', 'second']);
    const again = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: again.clientId }, b.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.received.filter(ofType('chat'))).toEqual([]);
    socket.close();
    again.close();
  });

  it('refuses chatting with oneself, with nobody, and unknown message types or oversized text; drops unknown fields', async () => {
    const a = await newMember(t, 'loner');
    expect((await call(t, chatRoutes.send, text(a.id, 'me'), a.token)).body.msg).toBe(
      'chat_self_not_allowed',
    );
    expect((await call(t, chatRoutes.send, text(999_999, 'ghost'), a.token)).body.msg).toBe(
      'chat_user_not_found',
    );
    const demo = (await t.identity.account.findMember('demo'))!.id;
    for (const bad of [
      { to_id: demo, type: 'html', content: { text: '<script>' } },
      { to_id: demo, type: 'text', content: { text: 'x'.repeat(2001) } },
      { to_id: demo, type: 'img', content: { url: 'javascript:alert(1)', w: 1, h: 1 } },
    ]) {
      expect((await call(t, chatRoutes.send, bad, a.token)).body.msg).toBe('validation_failed');
    }
    expect((await call(t, chatRoutes.history, { id: demo }, a.token)).body.data?.data).toEqual([]);
    // A field the message does not have is dropped (as the protocol's server did), never stored.
    const extra = { to_id: demo, type: 'text', content: { text: 'hi', html: '<b>' } };
    expect((await call(t, chatRoutes.send, extra, a.token)).body.code).toBe(1);
    const [stored] = (await call(t, chatRoutes.history, { id: demo }, a.token)).body.data!.data;
    expect(JSON.stringify(stored)).not.toContain('<b>');
  });

  it('lets only the two parties read a conversation', async () => {
    const a = await newMember(t, 'privy1');
    const b = await newMember(t, 'privy2');
    const c = await newMember(t, 'snoop');
    await call(t, chatRoutes.send, text(b.id, 'secret'), a.token);
    expect((await call(t, chatRoutes.history, { id: a.id }, b.token)).body.data?.data).toHaveLength(
      1,
    );
    expect((await call(t, chatRoutes.history, { id: a.id }, c.token)).body.data?.data).toEqual([]);
    expect((await call(t, chatRoutes.history, { id: b.id }, c.token)).body.data?.data).toEqual([]);
    expect((await call(t, chatRoutes.lists, {}, c.token)).body.data).toEqual([]);
  });

  it('marks read, deletes from the list (and its count), and clears history', async () => {
    const a = await newMember(t, 'reader1');
    const b = await newMember(t, 'reader2');
    const c = await newMember(t, 'reader3');
    await call(t, chatRoutes.send, text(b.id, 'one'), a.token);
    await call(t, chatRoutes.send, text(b.id, 'two'), c.token);
    await call(t, chatRoutes.del, { id: a.id }, b.token);
    expect((await call(t, chatRoutes.lists, {}, b.token)).body.data?.map((e) => e.id)).toEqual([
      c.id,
    ]);
    expect((await call(t, chatRoutes.noticeCounts, {}, b.token)).body.data?.chat).toBe(1);
    await call(t, chatRoutes.read, {}, b.token);
    expect((await call(t, chatRoutes.noticeCounts, {}, b.token)).body.data?.chat).toBe(0);
    await call(t, chatRoutes.clear, { id: c.id }, b.token);
    expect((await call(t, chatRoutes.history, { id: c.id }, b.token)).body.data?.data).toEqual([]);
    expect((await call(t, chatRoutes.lists, {}, b.token)).body.data?.map((e) => e.id)).toEqual([
      c.id,
    ]);
    await call(t, chatRoutes.send, text(b.id, 'back again'), a.token);
    expect((await call(t, chatRoutes.lists, {}, b.token)).body.data?.[0]).toMatchObject({
      id: a.id,
      content: 'back again',
      count: 1,
    });
  });

  it('limits how fast one member sends', async () => {
    const a = await newMember(t, 'spammer');
    const demo = (await t.identity.account.findMember('demo2'))!.id;
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        call(t, chatRoutes.send, text(demo, `spam ${i}`), a.token),
      ),
    );
    expect(answers.filter((x) => x.body.code === 1)).toHaveLength(30);
    expect(answers.filter((x) => x.body.msg === 'rate_limited')).toHaveLength(5);
  });
});

describe('socket binding', () => {
  it('refuses an unknown client id and another member’s client id, keeping the first binding', async () => {
    const a = await newMember(t, 'binder1');
    const b = await newMember(t, 'binder2');
    expect(
      (
        await call(
          t,
          chatRoutes.shake,
          { client_id: '00000000-0000-4000-8000-000000000000' },
          a.token,
        )
      ).body.msg,
    ).toBe('chat_client_unknown');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, a.token);
    const stolen = await call(t, chatRoutes.shake, { client_id: socket.clientId }, b.token);
    expect([stolen.status, stolen.body.msg]).toEqual([403, 'forbidden']);
    await call(t, chatRoutes.send, text(a.id, 'still yours'), b.token);
    expect(await socket.next(ofType('chat'))).toMatchObject({ to_id: a.id });
    socket.close();
  });

  it('tells the older socket user_login when the member logs in again', async () => {
    const token = await tokenOf(t, 'demo2');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, token);
    await call(t, identityRoutes.login, { account: 'demo2', password: 'demo1234' });
    const kick = await socket.next(ofType('user_login'));
    expect(kick).toEqual({
      type: 'user_login',
      user_id: (await t.identity.account.findMember('demo2'))!.id,
    });
    socket.close();
  });

  it('stops pushing to a client after logout with its client id', async () => {
    const a = await newMember(t, 'leaver');
    const b = await newMember(t, 'stayer');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, a.token);
    await call(t, identityRoutes.logout, { client_id: socket.clientId }, a.token);
    await call(t, chatRoutes.send, text(a.id, 'after logout'), b.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter(ofType('chat'))).toEqual([]);
    socket.close();
  });
});
