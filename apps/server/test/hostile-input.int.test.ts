import * as shared from '@cloudmall/contract';
import type { RouteDefinition } from '@cloudmall/contract';
import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { asQuery, hostileInputs } from './hostile-inputs.ts';
import { call, DB_KIND } from './test-app.ts';
import { t, useTestApp } from './app-per-file.ts';
import { contractRoutes } from './contract-routes.ts';

/** The demo account that holds a console route's first role (a plain member for the others). */
const ACCOUNTS = {
  member: 'demo',
  admin: 'admin',
  merchant: 'merchant',
  advertiser: 'advertiser1',
};
type Caller = keyof typeof ACCOUNTS;
const tokens: Record<Caller, string> = { member: '', admin: '', merchant: '', advertiser: '' };
const login = async (role: Caller) => {
  tokens[role] = (
    await call(t, shared.identityRoutes.login, { account: ACCOUNTS[role], password: 'demo1234' })
  ).body.data!.userinfo.token;
};
useTestApp({ catalog: true }, async () => {
  await Promise.all((Object.keys(ACCOUNTS) as Caller[]).map(login));
});

const callerOf = (route: RouteDefinition): Caller => {
  const role = route.auth === 'console' ? route.roles?.[0] : undefined;
  return role && role in ACCOUNTS
    ? (role as Caller)
    : route.auth === 'console'
      ? 'admin'
      : 'member';
};

async function send(route: RouteDefinition, input: unknown) {
  const role = callerOf(route);
  const inject = () =>
    t.app.inject({
      method: route.method,
      url: `/api${route.path}`,
      // Hostile requests come from their own address, so login throttling never blocks the test's logins.
      remoteAddress: '10.9.9.9',
      headers: { token: tokens[role] },
      ...(route.method === 'GET' ? { query: asQuery(input) } : { payload: input as object }),
    });
  let response = await inject();
  // A route such as logout ends the session: log in again and repeat, to keep testing the rest.
  if (response.statusCode === 401 && route.auth !== 'none') {
    await login(role);
    response = await inject();
  }
  return response;
}

describe('no input answers a server error', () => {
  it('answers NUL in any text field and out-of-range ids on every contract route without a 5xx', async () => {
    const routes = (await contractRoutes()).filter((route) => !route.path.endsWith('/logout'));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const { label, input } of hostileInputs(route)) {
        const response = await send(route, input);
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.path} [${label}] → ${response.statusCode}`);
      }
    }
    console.log(
      `${DB_KIND}: ${routes.length} routes, ${requests} hostile requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; 5xx: ${failures.length}`,
    );
    if (failures.length) console.log(failures.join('\n'));
    expect(routes.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('answers not_found when an admin credits income to a member who does not exist', async () => {
    const { status, body } = await call(
      t,
      walletConsoleRoutes.creditIncome,
      { user_id: 2_000_000_000, amount: '1.00', reason: 'a reward' },
      tokens.admin,
    );
    console.log(`income credit to a missing member → ${status} ${body.msg}`);
    expect({ status, msg: body.msg }).toEqual({ status: 200, msg: 'not_found' });
  });
});
