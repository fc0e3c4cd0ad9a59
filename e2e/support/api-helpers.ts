import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

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

/** The member's wallet balance as the API answers it (a two-decimal string). */
export async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/wanlshop/pay/getBalance', { headers: { token } });
  return ((await response.json()) as Envelope<string>).data;
}

// The e2e server runs in development mode with the default secret (see start-server.mjs).
const NOTICE_SECRET = 'cloudmall-development-secret-not-for-production:deposit-notices';

/** Sends a deposit notice signed as the chain watcher signs it (HMAC of `<timestamp>.<raw body>`). */
export async function sendDepositNotice(
  request: APIRequestContext,
  notice: Record<string, unknown>,
): Promise<Envelope<{ credited: boolean }>> {
  const raw = JSON.stringify(notice);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', NOTICE_SECRET).update(`${timestamp}.${raw}`).digest('hex');
  const response = await request.post('/api/wallet/deposit-notice', {
    headers: {
      'content-type': 'application/json',
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': signature,
    },
    data: raw,
  });
  return (await response.json()) as Envelope<{ credited: boolean }>;
}
