import { appRoutes, identityRoutes, UPLOAD_PATH } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { signinRoutes } from '@cloudmall/contract/signin';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/index.ts';
import { t, useTestApp } from './app-per-file.ts';
import { multipartFile } from './multipart.ts';
import { listenForSockets, openSocket, ofType } from './socket-client.ts';
import { call, lastSmsCode } from './test-app.ts';
import { newMember } from './wallet-helpers.ts';

// The stock WanlShop v1.1.1 client's start, login, chat, notices, uploads and sign-in, sent as its
// pages send them (extra fields, `null` for absent values) and read as its pages read them.

let url: string;
useTestApp({ catalog: true }, async () => {
  url = await listenForSockets(t);
});

/** A call as the stock client's request helper makes it: JSON body, `token` header when logged in. */
async function client(method: 'GET' | 'POST', path: string, data: object, token?: string) {
  const response = await t.app.inject({
    method,
    url: `/api${path}`,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...(token ? { token } : {}) },
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stock client reads fields untyped
  return { status: response.statusCode, body: response.json() as { code: number; data: any } };
}

const merchantShop = async () =>
  (await t.db.select().from(shops).orderBy(asc(shops.id)).limit(1))[0]!;

describe('the stock client starts as a guest', () => {
  it('a guest start is not sent to login: token/check with the stand-in token answers 401 (storage wiped), and the socket handshake answers the client id', async () => {
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/wanlshop/token/check',
      headers: { token: 'wanlshop' },
    });
    expect(check.statusCode).toBe(401);
    const socket = await openSocket(url);
    const shake = await client('POST', '/wanlshop/chat/shake', { client_id: socket.clientId });
    expect(shake.status).toBe(200);
    expect(shake.body).toMatchObject({ code: 1, data: socket.clientId });
    expect(chatRoutes.shake.output.parse(shake.body.data)).toBe(socket.clientId);
    socket.close();
  });
});

describe('the stock client logs in and chats', () => {
  it('checks a phone as its auth pages do, then logs in by SMS (event mobilelogin) with client_id null', async () => {
    const mobile = '905551230077';
    const available = '/wanlshop/validate/check_mobile_available';
    const exists = '/wanlshop/validate/check_mobile_exist';
    expect((await client('GET', available, { mobile })).body.code).toBe(1);
    expect((await client('GET', exists, { mobile })).body).toMatchObject({
      msg: 'account_not_registered',
    });
    await call(t, identityRoutes.smsSend, { mobile, event: 'register' });
    const registered = await call(t, identityRoutes.register, {
      username: 'stockphone',
      password: 'secret99',
      invite_code: 'CLOUDMALL',
      mobile,
      captcha: lastSmsCode(t, mobile),
    });
    expect(registered.body.code).toBe(1);
    expect((await client('GET', exists, { mobile })).body.code).toBe(1);
    expect((await client('GET', available, { mobile })).body).toMatchObject({
      msg: 'phone_registered',
    });
    await call(t, identityRoutes.smsSend, { mobile, event: 'mobilelogin' });
    const login = await client('POST', '/wanlshop/user/mobilelogin', {
      mobile,
      captcha: lastSmsCode(t, mobile),
      client_id: null,
    });
    expect(login.body.code).toBe(1);
    expect(identityRoutes.mobileLogin.output.parse(login.body.data).userinfo.mobile).toBe(mobile);
  });

  it('logs in with client_id null and reads userinfo and statistics; user/refresh answers the same two', async () => {
    const m = await newMember(t, 'stocklogin');
    const login = await client('POST', '/wanlshop/user/login', {
      account: 'stocklogin',
      password: 'secret99',
      client_id: null,
    });
    expect(login.body.code).toBe(1);
    const { userinfo, statistics } = identityRoutes.login.output.parse(login.body.data);
    expect(userinfo).toMatchObject({ id: m.id, username: 'stocklogin', token: expect.any(String) });
    for (const field of ['nickname', 'mobile', 'avatar', 'money', 'score', 'jointime'])
      expect(userinfo).toHaveProperty(field);
    expect(Object.keys(statistics.order)).toEqual(
      expect.arrayContaining(['pay', 'delive', 'receiving', 'evaluate', 'customer']),
    );
    const refresh = await client('POST', '/wanlshop/user/refresh', {}, userinfo.token);
    const refreshed = identityRoutes.refresh.output.parse(refresh.body.data);
    expect(refreshed.userinfo.id).toBe(m.id);
    expect(refreshed.statistics.dynamic).toEqual(statistics.dynamic);
  });

  it('a login naming its socket (client_id) binds it: a message the shop sends with the client’s object is pushed there', async () => {
    const buyer = await newMember(t, 'stockbuyer');
    const socket = await openSocket(url);
    await client('POST', '/wanlshop/chat/shake', { client_id: socket.clientId });
    const login = await client('POST', '/wanlshop/user/login', {
      account: 'stockbuyer',
      password: 'secret99',
      client_id: socket.clientId,
    });
    expect(login.body.code).toBe(1);
    const shop = await merchantShop();
    const merchant = (
      await client('POST', '/wanlshop/user/login', { account: 'merchant', password: 'demo1234' })
    ).body.data.userinfo;

    const opened = await client(
      'POST',
      '/wanlshop/chat/getShopChat',
      { id: shop.id, type: 'chat' },
      login.body.data.userinfo.token,
    );
    const shopChat = chatRoutes.shopChat.output.parse(opened.body.data);
    expect(shopChat).toMatchObject({ id: shop.id, user_id: merchant.id, shopname: shop.shopname });
    expect(shopChat.isOnline).toBe(0);

    // chat.vue's sendMsg: a local id, `type: "chat"`, the sender in `form`, the body in `message`.
    const sent = await client(
      'POST',
      '/wanlshop/chat/send',
      {
        id: 1,
        type: 'chat',
        to_id: buyer.id,
        form: { id: merchant.id, avatar: merchant.avatar, name: merchant.nickname },
        message: { type: 'text', content: { text: 'Hello [微笑]' } },
        createtime: Math.floor(Date.now() / 1000),
      },
      merchant.token,
    );
    expect(sent.body.code).toBe(1);
    const pushed = await socket.next(ofType('chat'));
    expect(pushed).toMatchObject({
      type: 'chat',
      to_id: buyer.id,
      form: { id: merchant.id, shop_id: shop.id },
      message: { type: 'text', content: { text: 'Hello [微笑]' } },
    });

    // An image goes as the upload's fullurl; it is kept as its `/uploads/...` path.
    const image = await client(
      'POST',
      '/wanlshop/chat/send',
      {
        id: 2,
        type: 'chat',
        to_id: merchant.id,
        form: { id: buyer.id, avatar: '', name: 'stockbuyer' },
        message: {
          type: 'img',
          content: { url: 'https://cdn.example.com/uploads/2026/01/a.webp', w: 120, h: 80 },
        },
        createtime: Math.floor(Date.now() / 1000),
      },
      login.body.data.userinfo.token,
    );
    expect(image.body.data.message.content).toEqual({
      url: '/uploads/2026/01/a.webp',
      w: 120,
      h: 80,
    });

    // notice.vue opens a listed conversation with getShopChat(item.id): the list names the shop.
    const listed = await client('GET', '/wanlshop/chat/lists', {}, login.body.data.userinfo.token);
    expect(chatRoutes.lists.output.parse(listed.body.data)[0]).toMatchObject({
      id: shop.id,
      user_id: merchant.id,
    });

    // The history, posted with `to_id` and `page` as chat.vue does, read as a page.
    const history = await client(
      'POST',
      '/wanlshop/chat/history',
      { to_id: merchant.id, page: 1 },
      login.body.data.userinfo.token,
    );
    const page = chatRoutes.history.output.parse(history.body.data);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(page.data.map((m) => m.message.type)).toEqual(['text', 'img']);
    socket.close();
  });

  it('refuses a message whose sender (form.id) is not the caller', async () => {
    const a = await newMember(t, 'stockforger');
    const b = await newMember(t, 'stockvictim');
    const forged = await client(
      'POST',
      '/wanlshop/chat/send',
      { to_id: a.id, form: { id: b.id }, message: { type: 'text', content: { text: 'hi' } } },
      a.token,
    );
    expect(forged.body).toMatchObject({ msg: 'forbidden', data: null });
  });

  it('logs out with its client_id: the socket stops hearing the member', async () => {
    const m = await newMember(t, 'stockleaver');
    const other = await newMember(t, 'stockwriter');
    const socket = await openSocket(url);
    await client('POST', '/wanlshop/chat/shake', { client_id: socket.clientId }, m.token);
    const out = await client(
      'GET',
      '/wanlshop/user/logout',
      { client_id: socket.clientId },
      m.token,
    );
    expect(out.body.code).toBe(1);
    await client(
      'POST',
      '/wanlshop/chat/send',
      { to_id: m.id, type: 'text', content: { text: 'are you there' } },
      other.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter(ofType('chat'))).toEqual([]);
    socket.close();
  });
});

describe('the stock client’s notices, uploads and sign-in', () => {
  it('lists notices by type as a page the notify page reads (url per modules)', async () => {
    const m = await newMember(t, 'stocknotice');
    for (const type of ['order', 'notice']) {
      const listed = await client(
        'GET',
        '/wanlshop/notice/getNoticeList',
        { type, page: 1 },
        m.token,
      );
      const page = chatRoutes.noticeList.output.parse(listed.body.data);
      expect(page).toMatchObject({ current_page: 1, last_page: expect.any(Number) });
    }
  });

  it('uploads as the client does: uploadData names the route, the answer’s fullurl becomes the avatar', async () => {
    const m = await newMember(t, 'stockupload');
    const config = appRoutes.uploadData.output.parse(
      (await client('GET', '/wanlshop/common/uploadData', {}, m.token)).body.data,
    );
    expect(config).toMatchObject({ uploadurl: UPLOAD_PATH, storage: 'local' });
    expect(config.maxsize).toBeGreaterThan(0);
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#f60' },
    })
      .png()
      .toBuffer();
    const upload = multipartFile('avatar.png', png, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api${config.uploadurl}`,
      headers: { ...upload.headers, token: m.token },
      payload: upload.payload,
    });
    const { url: path, fullurl } = uploaded.json().data as { url: string; fullurl: string };
    expect(fullurl.endsWith(path)).toBe(true);
    const profile = await client('POST', '/wanlshop/user/profile', { avatar: fullurl }, m.token);
    expect(profile.body.data.avatar).toBe(path);
    expect((await client('GET', '/wanlshop/common/uploadData', {})).status).toBe(401);
  });

  it('reads getSignin as the sign-in page does: points table, month list, today’s row after signing', async () => {
    const m = await newMember(t, 'stocksignin');
    const before = signinRoutes.status.output.parse(
      (await client('GET', '/wanlshop/signin/getSignin', {}, m.token)).body.data,
    );
    expect(before.signin).toBeNull();
    for (const key of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'sn'])
      expect(before.signinscore[key]).toEqual(expect.any(Number));
    expect(before).toMatchObject({ user_score: before.score, date: before.today, isfillup: 0 });
    expect((await client('POST', '/wanlshop/signin/dosign', {}, m.token)).body.code).toBe(1);
    const after = signinRoutes.status.output.parse(
      (await client('GET', '/wanlshop/signin/getSignin', {}, m.token)).body.data,
    );
    expect(after.signin).not.toBeNull();
    expect(after.list).toHaveLength(1);
    expect(after.successions).toBe(1);
    expect(after.user_score).toBe(before.user_score + before.signinscore.s1!);
  });
});
