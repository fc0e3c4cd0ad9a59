import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPost, sendDepositNotice, type Envelope } from './api-helpers';

// Helpers of e2e/device-journey.spec.ts: the English texts, a fresh member with a balance, and the
// script plugin's signed calls.

/** An English locale file of the web app. */
export const locale = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/en/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string> & Record<string, Record<string, string>>>;
export const DEVICES = locale('devices');
export const ERRORS = locale('errors') as unknown as Record<string, string>;
export const REVENUE = locale('revenue');
export const CATALOG = locale('catalog');
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
export const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

export async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account, password: 'demo1234' },
  });
  return ((await response.json()) as Envelope<{ userinfo: { token: string } }>).data.userinfo.token;
}

export async function get<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const body = (await (
    await request.get(`/api${url}`, { headers: { token } })
  ).json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

export async function must<T>(answer: Promise<Envelope<T>>, what: string): Promise<T> {
  const body = await answer;
  if (body.code !== 1) throw new Error(`${what}: ${body.msg}`);
  return body.data;
}

/** A fresh member registered through the API, topped up by a signed chain deposit notice. */
export async function freshMemberWithBalance(request: APIRequestContext, amount: string) {
  const username = `journey${Date.now().toString(36)}`;
  const registered = await request.post('/api/wanlshop/user/register', {
    data: {
      username,
      password: 'demo1234',
      invite_code: 'CLOUDMALL',
      mobile: `90556${String(Date.now()).slice(-7)}`,
    },
  });
  expect(((await registered.json()) as Envelope<unknown>).code).toBe(1);
  const token = await tokenOf(request, username);
  const { address } = await must(
    apiPost<{ address: string }>(request, '/wanlshop/wallet/topup/address', token, {
      network: 'TRC20',
    }),
    'a deposit address',
  );
  const notice = {
    network: 'TRC20',
    tx_hash: randomBytes(32).toString('hex'),
    log_index: 0,
    address,
    amount,
  };
  expect(await sendDepositNotice(request, notice)).toMatchObject({
    code: 1,
    data: { credited: true },
  });
  return { username, token };
}

/** Posts as the plugin does: HMAC-SHA256 of `<timestamp>.<raw body>` with the plugin secret, key id = device code. */
export async function pluginPost<T>(
  request: APIRequestContext,
  plugin: { code: string; secret: string },
  url: string,
  body: unknown,
): Promise<Envelope<T>> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', plugin.secret).update(`${timestamp}.${raw}`).digest('hex');
  const response = await request.post(`/api${url}`, {
    headers: {
      'content-type': 'application/json',
      'x-cloudmall-key-id': plugin.code,
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': signature,
    },
    data: raw,
  });
  return (await response.json()) as Envelope<T>;
}
