import { chatRoutes } from '@cloudmall/contract/chat';
import { findRoutes } from '@cloudmall/contract/find';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

let url: string;
useTestApp({ catalog: true }, async () => {
  url = await listenForSockets(t);
});

const list = (input: Record<string, unknown>, token?: string) =>
  call(t, findRoutes.list, input, token);

describe('feed', () => {
  it('lists posts newest first with their author shop and goods, and only videos on the video tab', async () => {
    const all = (await list({ list_rows: 50 })).body.data!;
    expect(all.total).toBe(19);
    expect(all.data[0]).toMatchObject({
      type: 'live',
      live_id: expect.any(Number),
      author: { shop: { shopname: 'Cloudmall Official' } },
    });
    expect(all.data.every((p) => p.goods.every((g) => g.id > 0))).toBe(true);
    const videos = (await list({ type: 'video' })).body.data!;
    expect(videos.data.map((p) => p.type)).toEqual(['video', 'video']);
    expect(videos.data[0]?.video?.url).toMatch(/\.mp4$/);
  });

  it('needs login for the follow and mine tabs, and shows only followed authors there', async () => {
    expect((await list({ type: 'follow' })).status).toBe(401);
    const demo = await tokenOf(t, 'demo');
    const followed = (await list({ type: 'follow' }, demo)).body.data!;
    expect(followed.total).toBeGreaterThan(0);
    expect(
      followed.data.every((p) => p.author.shop?.shopname === 'Cloudmall Official' && p.is_follow),
    ).toBe(true);
  });

  it('counts a view on details and answers post_not_found for unknown posts', async () => {
    const first = (await call(t, findRoutes.details, { id: 1 })).body.data!;
    expect((await call(t, findRoutes.details, { id: 1 })).body.data?.views).toBe(first.views + 1);
    expect((await call(t, findRoutes.details, { id: 9999 })).body.msg).toBe('post_not_found');
  });

  it('publishes an image post as text, keeping only goods on sale, and lets only its author delete it', async () => {
    const author = await newMember(t, 'poster1');
    const other = await newMember(t, 'poster2');
    const { body } = await call(
      t,
      findRoutes.publish,
      {
        type: 'image',
        content: '<script>alert(1)</script> my setup',
        images: ['/uploads/2026/11/a.webp'],
        goods_ids: [1, 999_999],
      },
      author.token,
    );
    expect(body.data).toMatchObject({
      content: '<script>alert(1)</script> my setup',
      author: { user_id: author.id, shop: null },
    });
    expect(body.data?.goods.map((g) => g.id)).toEqual([1]);
    expect((await list({ type: 'myfind' }, author.token)).body.data?.total).toBe(1);
    expect((await call(t, findRoutes.remove, { id: body.data!.id }, other.token)).body.msg).toBe(
      'post_not_found',
    );
    expect((await call(t, findRoutes.remove, { id: body.data!.id }, author.token)).body.code).toBe(
      1,
    );
    expect((await call(t, findRoutes.details, { id: body.data!.id })).body.msg).toBe(
      'post_not_found',
    );
  });

  it('refuses posts without pictures, with too many, with outside image links, or of unknown types', async () => {
    const author = await newMember(t, 'poster3');
    for (const bad of [
      { type: 'image', content: 'x', images: [] },
      { type: 'image', content: 'x', images: Array.from({ length: 10 }, () => '/uploads/a.webp') },
      { type: 'image', content: 'x', images: ['https://evil.example/a.png'] },
      { type: 'live', content: 'x', images: ['/uploads/a.webp'] },
      { type: 'image', content: '', images: ['/uploads/a.webp'] },
    ]) {
      expect(
        (await call(t, findRoutes.publish, bad, author.token)).body.msg,
        JSON.stringify(bad),
      ).toBe('validation_failed');
    }
  });

  it('toggles likes, follows (not oneself) and lists follows and fans', async () => {
    const a = await newMember(t, 'fan_a');
    const b = await newMember(t, 'fan_b');
    expect((await call(t, findRoutes.like, { id: 2 }, a.token)).body.data).toBe(true);
    expect((await list({ type: 'likes', user_id: a.id })).body.data?.data.map((p) => p.id)).toEqual(
      [2],
    );
    expect((await call(t, findRoutes.like, { id: 2 }, a.token)).body.data).toBe(false);
    expect((await call(t, findRoutes.follow, { id: a.id }, a.token)).body.msg).toBe(
      'follow_self_not_allowed',
    );
    expect((await call(t, findRoutes.follow, { id: b.id }, a.token)).body.data).toBe(true);
    expect(
      (await call(t, findRoutes.people, { id: b.id, type: 'fans' })).body.data?.data.map(
        (p) => p.user_id,
      ),
    ).toEqual([a.id]);
    expect((await call(t, findRoutes.user, { id: b.id }, a.token)).body.data).toMatchObject({
      fans: 1,
      follow: 0,
      is_follow: true,
    });
  });

  it('adds comments and replies, refusing a reply to a comment of another post', async () => {
    const m = await newMember(t, 'commenter');
    const comment = (
      await call(t, findRoutes.comment, { find_id: 3, content: 'Nice <b>setup</b>' }, m.token)
    ).body.data!;
    expect(comment).toMatchObject({ content: 'Nice <b>setup</b>', is_owner: true, pid: 0 });
    expect(
      (
        await call(
          t,
          findRoutes.comment,
          { find_id: 3, content: 'reply', pid: comment.id },
          m.token,
        )
      ).body.data?.pid,
    ).toBe(comment.id);
    expect(
      (
        await call(
          t,
          findRoutes.comment,
          { find_id: 4, content: 'wrong post', pid: comment.id },
          m.token,
        )
      ).body.msg,
    ).toBe('post_not_found');
    expect(
      (await call(t, findRoutes.comments, { id: 3 })).body.data?.map((c) => c.content),
    ).toEqual(['Nice <b>setup</b>', 'reply']);
    expect((await call(t, findRoutes.details, { id: 3 })).body.data?.comments).toBe(2);
  });
});

describe('live rooms', () => {
  it('needs login to enter', async () => {
    expect((await call(t, findRoutes.livePlay, { id: 1 })).status).toBe(401);
  });

  it('tells the room who comes and leaves, likes and chat lines (as text) over the socket', async () => {
    const viewer = await newMember(t, 'viewer1');
    const guest = await newMember(t, 'viewer2');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, viewer.token);
    const room = (await call(t, findRoutes.livePlay, { id: 1 }, viewer.token)).body.data!;
    expect(room).toMatchObject({
      status: 'live',
      hls_url: '/uploads/demo/live/index.m3u8',
      shop: { shopname: 'Cloudmall Official' },
    });
    expect(room.goods.length).toBeGreaterThan(0);

    await call(t, findRoutes.livePlay, { id: 1 }, guest.token);
    expect(
      await socket.next(
        (m) =>
          m.type === 'live' &&
          (m.message as { type: string }).type === 'coming' &&
          (m.form as { id: number }).id === guest.id,
      ),
    ).toMatchObject({ group: '1', online: 2 });
    await call(t, findRoutes.liveLike, { id: 1 }, guest.token);
    expect(
      await socket.next(
        (m) => m.type === 'live' && (m.message as { type: string }).type === 'like',
      ),
    ).toMatchObject({ like: room.likes + 1 });
    await call(
      t,
      findRoutes.liveSend,
      { id: 1, message: '<img src=x onerror=alert(1)> hi' },
      guest.token,
    );
    expect(
      await socket.next((m) => m.type === 'live' && (m.message as { type: string }).type === 'msg'),
    ).toMatchObject({ message: { text: '<img src=x onerror=alert(1)> hi' } });
    await call(t, findRoutes.liveLeave, { id: 1 }, guest.token);
    expect(
      await socket.next(
        (m) => m.type === 'live' && (m.message as { type: string }).type === 'leave',
      ),
    ).toMatchObject({ online: 1 });
    socket.close();
  });

  it('refuses likes and chat in an ended room and unknown rooms', async () => {
    const m = await newMember(t, 'latecomer');
    await t.db.execute(`update live_rooms set status = 'ended' where id = 1` as never);
    expect((await call(t, findRoutes.liveLike, { id: 1 }, m.token)).body.msg).toBe('live_ended');
    expect(
      (await call(t, findRoutes.liveSend, { id: 1, message: 'hello' }, m.token)).body.msg,
    ).toBe('live_ended');
    expect((await call(t, findRoutes.liveEnd, { id: 1 })).body.data?.status).toBe('ended');
    expect((await call(t, findRoutes.livePlay, { id: 999 }, m.token)).body.msg).toBe(
      'live_not_found',
    );
  });
});
