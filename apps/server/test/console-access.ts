import { CONSOLE_ROLES, type ConsoleRole, type RouteDefinition } from '@cloudmall/contract';
import { consoleAuthRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import { expect } from 'vitest';
import { contractRoutes } from './contract-routes.ts';
import { call, type TestApp } from './test-app.ts';
import { newMember, tokenOf } from './wallet-helpers.ts';

/** Console paths anyone may call: the login itself and logging out (ends whatever session is sent). */
export const CONSOLE_PUBLIC_PATHS = ['/console/auth/login', '/console/auth/logout'];

/** Every contract route under `/console/` (routes added later are picked up from the contract). */
export async function consoleRoutes(): Promise<RouteDefinition[]> {
  return (await contractRoutes()).filter((route) => route.path.startsWith('/console/'));
}

/** Demo accounts holding one console role each (the others are made by `consoleCallers`). */
const DEMO_ROLE_ACCOUNTS: Partial<Record<ConsoleRole, string>> = {
  admin: 'admin',
  merchant: 'merchant',
  advertiser: 'advertiser1',
};

export interface ConsoleCaller {
  name: string;
  /** Empty: no token sent. */
  token: string;
  roles: readonly ConsoleRole[];
}

/** A console token of an account (its console session). */
export async function consoleTokenOf(t: TestApp, account: string, password = 'demo1234') {
  const { body } = await call(t, consoleAuthRoutes.login, { account, password });
  if (!body.data) throw new Error(`console login failed for ${account}: ${body.msg}`);
  return body.data.token;
}

/**
 * The callers of the authorization matrix: no token, a plain member (app session), and one member
 * per console role holding that role only (console session); roles without a demo account are
 * granted to fresh members by the admin.
 */
export async function consoleCallers(t: TestApp): Promise<ConsoleCaller[]> {
  const admin = await consoleTokenOf(t, 'admin');
  const callers: ConsoleCaller[] = [
    { name: 'no token', token: '', roles: [] },
    { name: 'plain member', token: await tokenOf(t, 'demo'), roles: [] },
  ];
  for (const role of CONSOLE_ROLES) {
    const account = DEMO_ROLE_ACCOUNTS[role];
    if (account) {
      const token = role === 'admin' ? admin : await consoleTokenOf(t, account);
      callers.push({ name: `${role} (${account})`, token, roles: [role] });
      continue;
    }
    const username = `mx_${role}_${Date.now() % 1e6}`;
    const member = await newMember(t, username);
    const granted = await call(
      t,
      consoleMembersRoutes.grantRole,
      { user_id: member.id, role, reason: 'authorization matrix' },
      admin,
    );
    if (!granted.body.data) throw new Error(`could not grant ${role}: ${granted.body.msg}`);
    callers.push({
      name: `${role} (${username})`,
      token: await consoleTokenOf(t, username, 'secret99'),
      roles: [role],
    });
  }
  return callers;
}

/** Whether a caller holds one of the route's roles. */
export const admits = (route: RouteDefinition, caller: ConsoleCaller): boolean =>
  caller.roles.some((role) => route.roles?.includes(role));

/** Sends a route with an input (query for GET, body for POST) and an optional token. */
export function send(t: TestApp, route: RouteDefinition, token: string, input: object = {}) {
  return t.app.inject({
    method: route.method,
    url: `/api${route.path}`,
    headers: token ? { token } : {},
    ...(route.method === 'GET' ? { query: input as Record<string, string> } : { payload: input }),
  });
}

/**
 * Shop-scoped console routes: the demo `merchant` owns the first demo shop and `shop2` the second
 * (needs `useTestApp({ catalog: true })`). Answers both merchants' console tokens.
 */
export async function twoShopMerchants(t: TestApp) {
  return { own: await consoleTokenOf(t, 'merchant'), other: await consoleTokenOf(t, 'shop2') };
}

/**
 * Asserts that another shop's merchant cannot read or change a row of this shop through a route:
 * refused (401/403) or told it does not exist (`not_found`, `not_shop_owner`), never served.
 * Use it in the tests of each shop-scoped route with an input naming the first shop's row.
 */
export async function expectRefusedToOtherShop(
  t: TestApp,
  route: RouteDefinition,
  input: object,
  otherShopToken: string,
): Promise<void> {
  const response = await send(t, route, otherShopToken, input);
  const body = response.json() as { code: number; msg: string };
  const refused =
    response.statusCode === 401 ||
    response.statusCode === 403 ||
    ['not_found', 'not_shop_owner', 'order_not_found', 'refund_not_found'].includes(body.msg);
  expect(refused, `${route.method} ${route.path} served another shop: ${body.msg}`).toBe(true);
}
