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
