import { identityRoutes, LoginResultSchema } from '@cloudmall/contract';
import { coinConsoleRoutes } from '@cloudmall/contract/coins';
import { shopApplyRoutes } from '@cloudmall/contract/merchant';
import { addressRoutes, orderRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, lastSmsCode } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { newMember } from '../../../test/wallet-helpers.ts';
import { addresses } from '../../db/schema/index.ts';

useTestApp();

/** A request as the stock WanlShop client sends it: any method, JSON body, query string, token header. */
const send = (
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; body?: unknown; token?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: options.token ? { token: options.token } : {},
    ...(options.query ? { query: options.query } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

const address = {
  name: 'Ada Lovelace',
  mobile: '905321234567',
  province: 'Istanbul',
  city: 'Istanbul',
  district: 'Kadikoy',
  address: 'Moda Cd. 12/3',
};
const addressCount = async (userId: number) =>
  (await t.db.select().from(addresses).where(eq(addresses.userId, userId))).length;

let serial = 0;
const member = () => newMember(t, `pin${Date.now() % 100000}${(serial += 1)}`);

describe('protocol input: the stock client is read as its PHP server read it', () => {
  it('logs in with client_id null and fields the route does not know', async () => {
    const response = await send('POST', identityRoutes.login.path, {
      body: { account: 'demo', password: 'demo1234', client_id: null, platform: 'h5', x: {} },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(1);
    expect(LoginResultSchema.parse(body.data).userinfo.username).toBe('demo');
  });

  it('serves a POST route on GET too: an SMS code asked by GET logs in by POST', async () => {
    const mobile = '8613800000001'; // the demo member's
    const sent = await send('GET', identityRoutes.smsSend.path, {
      query: { mobile, event: 'mobilelogin' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code: 1 });
    const captcha = lastSmsCode(t, mobile);
    const login = await send('POST', identityRoutes.mobileLogin.path, {
      body: { mobile, captcha, client_id: null },
    });
    expect(login.json()).toMatchObject({ code: 1, data: { userinfo: { username: 'demo' } } });
  });

  it('serves a GET route on POST too, the query and the body merged', async () => {
    const { id, token } = await member();
    await call(t, addressRoutes.save, { type: 'add', data: address }, token);
    await call(t, addressRoutes.save, { type: 'add', data: address }, token);
    expect(await addressCount(id)).toBe(2);
    const page = await send('POST', addressRoutes.list.path, {
      query: { page: '2', list_rows: '5' },
      body: { list_rows: 1 },
      token,
    });
    expect(page.json()).toMatchObject({
      code: 1,
      data: { total: 2, current_page: 2, per_page: 1 },
    });
    const balance = await send('POST', orderRoutes.balance.path, { body: {}, token });
    expect(balance.json()).toMatchObject({ code: 1 });
  });

  it('reads objects sent JSON-encoded in a query string (a POST route called by GET)', async () => {
    const { id, token } = await member();
    const saved = await send('GET', addressRoutes.save.path, {
      query: { type: 'add', data: JSON.stringify({ ...address, adcode: '340100', default: '1' }) },
      token,
    });
    expect(saved.json()).toMatchObject({ code: 1, data: { name: 'Ada Lovelace', default: 1 } });
    expect(await addressCount(id)).toBe(1);
  });

  it('keeps two contract routes of one path apart (GET reads, POST saves)', async () => {
    const { token } = await member();
    const before = await send('GET', shopApplyRoutes.mine.path, { query: { name: 'x' }, token });
    expect(before.json()).toMatchObject({ code: 1, data: null });
    const saved = await send('POST', shopApplyRoutes.save.path, { body: {}, token });
    expect(saved.json()).toMatchObject({ code: 1 });
    const after = await send('GET', shopApplyRoutes.mine.path, { token });
    expect(after.json().data).toMatchObject({ id: saved.json().data.id });
  });

  it('answers a bad field with HTTP 200 code 0 naming the field, and changes nothing', async () => {
    const { id, token } = await member();
    const response = await send('POST', addressRoutes.save.path, {
      body: { type: 'add', data: { ...address, mobile: '+90 532', adcode: '340100' } },
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'validation_failed',
      data: { fields: [{ field: 'data.mobile', key: 'invalid_mobile' }] },
    });
    expect(await addressCount(id)).toBe(0);
  });

  it('keeps console routes strict: an unknown field answers HTTP 400', async () => {
    const admin = await call(t, identityRoutes.login, { account: 'admin', password: 'demo1234' });
    const token = admin.body.data!.userinfo.token;
    const response = await send('POST', coinConsoleRoutes.addPrices.path, {
      body: { coin_id: '1', points: [], note: null },
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, msg: 'validation_failed' });
    const wrongMethod = await send('GET', coinConsoleRoutes.addPrices.path, { token });
    expect(wrongMethod.statusCode).toBe(404);
  });
});
