import { chatRoutes } from '@cloudmall/contract/chat';
import { findRoutes, merchantLiveRoutes } from '@cloudmall/contract/find';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import { describe, expect, it } from 'vitest';
import { auditsOfRow } from '../../../../test/admin-helpers.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { expectRefusedToOtherShop, twoShopMerchants } from '../../../../test/console-access.ts';
import { listenForSockets, openSocket } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

let url: string;
let merchants: { own: string; other: string };
useTestApp({ catalog: true }, async () => {
  url = await listenForSockets(t);
  // `shop2` starts rooms here; the demo `merchant` (the official shop) already has room 1 live
  merchants = await twoShopMerchants(t);
});

const onSaleGoods = async (token: string) =>
  (
    await call(t, merchantGoodsRoutes.goodsList, { status: 'normal', list_rows: 50 }, token)
  ).body.data!.data.map((g) => g.id);

const start = async (token: string, goods_ids: number[]) =>
  (
    await call(
      t,
      merchantLiveRoutes.create,
      { title: 'Spring launch', cover: '/uploads/demo/live-cover.png', goods_ids },
      token,
    )
  ).body;

const auditsOf = (id: number) => auditsOfRow(t, 'live_room', id);

/** The public stream name and the secret key in a room's push URL. */
const streamOf = (room: { push_url: string }) => {
  const url = new URL(room.push_url);
  return { name: url.pathname.split('/').pop()!, key: url.searchParams.get('key')! };
};

/** The media server asks whether an encoder may publish (nginx-rtmp sends a form). */
const publishCheck = async (fields: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${findRoutes.livePublish.path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
};

const pushOf = (type: string) => (m: Record<string, unknown>) =>
  m.type === 'live' && (m.message as { type: string }).type === type;

describe('a merchant runs its shop’s live rooms', () => {
  it('starts a room with a secret push URL, a live post in the feed, and a member can play it', async () => {
    const goods = (await onSaleGoods(merchants.other)).slice(0, 2);
    const created = await start(merchants.other, goods);
    expect(created.msg).toBe('ok');
    const room = created.data!;
    expect(room.stream_key).toMatch(/^[0-9a-f]{32}$/);
    const { name } = streamOf(room);
    expect(name).toMatch(/^[0-9a-f]{12}$/);
    expect(room.push_url).toBe(`rtmp://127.0.0.1/live/${name}?key=${room.stream_key}`);
    expect(room.hls_url).toBe(`http://127.0.0.1:8080/hls/${name}.m3u8`);
    expect(room.goods.map((g) => g.id)).toEqual(goods);

    const member = await newMember(t, 'live_fan');
    const played = (await call(t, findRoutes.livePlay, { id: room.id }, member.token)).body.data!;
    expect(played).toMatchObject({ status: 'live', hls_url: room.hls_url, online: 1 });
    expect(played).not.toHaveProperty('stream_key');
    expect(played).not.toHaveProperty('push_url');
    expect(JSON.stringify(played)).not.toContain(room.stream_key);
    expect(JSON.stringify(played)).not.toContain('rtmp://');
    const feed = (await call(t, findRoutes.list, { list_rows: 5 })).body.data!.data;
    expect(feed[0]).toMatchObject({ type: 'live', live_id: room.id, content: 'Spring launch' });

    const listed = (await call(t, merchantLiveRoutes.list, { status: 'live' }, merchants.other))
      .body.data!;
    expect(listed.data.map((r) => r.id)).toEqual([room.id]);
    const detail = (await call(t, merchantLiveRoutes.detail, { id: room.id }, merchants.other)).body
      .data!;
    expect(detail).toMatchObject({ online: 1, views: 1, push_url: room.push_url });
    expect(await auditsOf(room.id)).toMatchObject([{ action: 'merchant.live.create' }]);
  });

  it('refuses a second room while one of the shop is live', async () => {
    const goods = await onSaleGoods(merchants.own);
    expect((await start(merchants.own, goods.slice(0, 1))).msg).toBe('live_already_running');
    expect((await start(merchants.other, [])).msg).toBe('live_already_running');
  });

  it('refuses goods of another shop, goods off sale and unknown goods', async () => {
    const [otherShopGoods] = await onSaleGoods(merchants.own);
    const live = (await call(t, merchantLiveRoutes.list, { status: 'live' }, merchants.other)).body
      .data!.data[0]!;
    const changed = await call(
      t,
      merchantLiveRoutes.goods,
      { id: live.id, goods_ids: [otherShopGoods] },
      merchants.other,
    );
    expect(changed.body.msg).toBe('live_goods_invalid');
    const unknown = await call(
      t,
      merchantLiveRoutes.goods,
      { id: live.id, goods_ids: [987654] },
      merchants.other,
    );
    expect(unknown.body.msg).toBe('live_goods_invalid');
  });

  it('gives another shop’s merchant not_found for a room’s detail, goods and end', async () => {
    const live = (await call(t, merchantLiveRoutes.list, { status: 'live' }, merchants.other)).body
      .data!.data[0]!;
    for (const route of [merchantLiveRoutes.detail, merchantLiveRoutes.end])
      await expectRefusedToOtherShop(t, route, { id: live.id }, merchants.own);
    await expectRefusedToOtherShop(
      t,
      merchantLiveRoutes.goods,
      { id: live.id, goods_ids: [] },
      merchants.own,
    );
    const detail = await call(t, merchantLiveRoutes.detail, { id: live.id }, merchants.own);
    expect(detail.body.msg).toBe('not_found');
    const own = await call(t, merchantLiveRoutes.list, {}, merchants.own);
    expect(own.body.data!.data.some((r) => r.id === live.id)).toBe(false);
  });

  it('pushes the new goods as `update`, and `end` to viewers; an ended room takes no likes; audited', async () => {
    const live = (await call(t, merchantLiveRoutes.list, { status: 'live' }, merchants.other)).body
      .data!.data[0]!;
    const viewer = await newMember(t, 'live_viewer');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, viewer.token);
    await call(t, findRoutes.livePlay, { id: live.id }, viewer.token);

    const [first] = await onSaleGoods(merchants.other);
    await call(t, merchantLiveRoutes.goods, { id: live.id, goods_ids: [first!] }, merchants.other);
    const update = await socket.next(pushOf('update'));
    expect((update.goods as Array<{ id: number }>).map((g) => g.id)).toEqual([first]);

    const ended = await call(t, merchantLiveRoutes.end, { id: live.id }, merchants.other);
    expect(ended.body.data).toMatchObject({ status: 'ended', ended_at: expect.any(Number) });
    expect(ended.body.data!.duration).toBeGreaterThanOrEqual(0);
    expect(await socket.next(pushOf('end'))).toMatchObject({ group: String(live.id) });
    socket.close();

    const like = await call(t, findRoutes.liveLike, { id: live.id }, viewer.token);
    expect(like.body.msg).toBe('live_ended');
    const again = await call(t, merchantLiveRoutes.end, { id: live.id }, merchants.other);
    expect(again.body.msg).toBe('live_ended');
    const summary = (await call(t, findRoutes.liveEnd, { id: live.id })).body.data!;
    expect(summary).toMatchObject({ status: 'ended', goods: [{ id: first }] });
    expect((await auditsOf(live.id)).map((a) => a.action).sort()).toEqual([
      'merchant.live.create',
      'merchant.live.end',
      'merchant.live.goods',
    ]);
    // the shop may start its next room now
    expect((await start(merchants.other, [])).msg).toBe('ok');
  });

  it('lets the media server publish a live room’s stream name only with that room’s key', async () => {
    const live = (await call(t, merchantLiveRoutes.list, { status: 'live' }, merchants.other)).body
      .data!.data[0]!;
    const room = (await call(t, merchantLiveRoutes.detail, { id: live.id }, merchants.other)).body
      .data!;
    const { name, key } = streamOf(room);
    expect(await publishCheck({ call: 'publish', app: 'live', name, key })).toMatchObject({
      status: 200,
      body: { code: 1 },
    });
    const wrong = await publishCheck({ call: 'publish', name, key: key.replace(/.$/, 'x') });
    expect(wrong).toMatchObject({ status: 403, body: { code: 403, msg: 'forbidden' } });
    expect((await publishCheck({ call: 'publish', name })).status).toBe(403);
    // the room's key does not publish under another name
    expect((await publishCheck({ call: 'publish', name: 'a1b2c3d4e5f6', key })).status).toBe(403);
    // the protocol's `action`: the end of a push is always answered
    expect((await publishCheck({ action: 'publish_done', name, key: 'wrong' })).status).toBe(200);
    expect((await publishCheck({ action: 'publish', name, key })).status).toBe(200);

    await call(t, merchantLiveRoutes.end, { id: live.id }, merchants.other);
    expect(await publishCheck({ call: 'publish', name, key })).toMatchObject({
      status: 403,
      body: { msg: 'forbidden' },
    });
  });
});
