import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-helpers';

/** The answer of every API route: `code` 1 and `data` on success, a message key in `msg`. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** Posts to an API route as the member of `token`; answers the envelope. */
export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  data: unknown,
): Promise<Envelope<T>> {
  const response = await request.post(`/api${path}`, { headers: { token }, data });
  return (await response.json()) as Envelope<T>;
}

/** Reads an API route as the member of `token`; answers its data, or throws with the route's message. */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  token: string,
): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { token } });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** Logs `account` in through the API; answers its token. */
export async function tokenOf(
  request: APIRequestContext,
  account: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account, password },
  });
  return ((await response.json()) as Envelope<{ userinfo: { token: string } }>).data.userinfo.token;
}

/** Registers a fresh member through the member app's API (with a random mobile); answers its id and token. */
export async function registerMember(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ id: number; token: string }> {
  const registered = await apiPost<{ userinfo: { id: number; token: string } }>(
    request,
    '/wanlshop/user/register',
    '',
    {
      username,
      password,
      invite_code: 'CLOUDMALL',
      mobile: `9055${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    },
  );
  expect(registered.code, `register: ${registered.msg}`).toBe(1);
  return registered.data.userinfo;
}

/** Registers a member under a name no earlier run took (`prefix` and 8 digits of the clock). */
export async function registerFreshMember(
  request: APIRequestContext,
  prefix: string,
): Promise<{ username: string; id: number; token: string }> {
  const username = `${prefix}${String(Date.now()).slice(-8)}`;
  return { username, ...(await registerMember(request, username)) };
}

/** The member's wallet balance as the API answers it (a two-decimal string). */
export async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/wanlshop/pay/getBalance', { headers: { token } });
  return ((await response.json()) as Envelope<string>).data;
}

// The e2e server runs in development mode with the default secret (see start-server.mjs).
const NOTICE_SECRET = 'cloudmall-development-secret-not-for-production:deposit-notices';

/** Posts `body` signed as a machine caller signs: HMAC-SHA256 of `<timestamp>.<raw body>` with `secret`. */
async function signedPost<T>(
  request: APIRequestContext,
  path: string,
  secret: string,
  body: unknown,
  keyId?: string,
): Promise<Envelope<T>> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
  const response = await request.post(`/api${path}`, {
    headers: {
      'content-type': 'application/json',
      ...(keyId ? { 'x-cloudmall-key-id': keyId } : {}),
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': signature,
    },
    data: raw,
  });
  return (await response.json()) as Envelope<T>;
}

/** Sends a deposit notice signed as the chain watcher signs it. */
export function sendDepositNotice(
  request: APIRequestContext,
  notice: Record<string, unknown>,
): Promise<Envelope<{ credited: boolean }>> {
  return signedPost(request, '/wallet/deposit-notice', NOTICE_SECRET, notice);
}

/** Posts as the plugin does: signed with the plugin secret, key id = device code. */
export function pluginPost<T>(
  request: APIRequestContext,
  plugin: { code: string; secret: string },
  url: string,
  body: unknown,
): Promise<Envelope<T>> {
  return signedPost(request, url, plugin.secret, body, plugin.code);
}

/** Credits `amount` to the member of `token` as the chain does: a deposit to their TRC20 top-up address. */
export async function creditChainDeposit(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<void> {
  const topUp = await apiPost<{ address: string }>(
    request,
    '/wanlshop/wallet/topup/address',
    token,
    {
      network: 'TRC20',
    },
  );
  expect(topUp.code, `a deposit address: ${topUp.msg}`).toBe(1);
  const notice = {
    network: 'TRC20',
    tx_hash: randomBytes(32).toString('hex'),
    log_index: 0,
    address: topUp.data.address,
    amount,
  };
  expect(await sendDepositNotice(request, notice)).toMatchObject({
    code: 1,
    data: { credited: true },
  });
}
