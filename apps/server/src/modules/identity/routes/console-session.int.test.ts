import { identityRoutes } from '@cloudmall/contract';
import { consoleAuthRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import { chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket, ofType } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

let url: string;
useTestAppWithAdmin({}, async () => {
  url = await listenForSockets(t);
});

const QUIET_MS = 400;
let serial = 0;

const consoleLogin = (account: string, password = 'secret99') =>
  call(t, consoleAuthRoutes.login, { account, password });
const appLogin = (account: string, password = 'secret99') =>
  call(t, identityRoutes.login, { account, password });
const me = (token: string) => call(t, consoleAuthRoutes.me, {}, token);
const appAlive = async (token: string) =>
  (await call(t, identityRoutes.tokenCheck, {}, token)).status === 200;
const consoleAlive = async (token: string) => (await me(token)).status === 200;

/** A fresh member holding the merchant role (granted by the admin). */
async function merchantMember() {
  const username = `cs_${Date.now() % 1e6}_${serial++}`;
  const member = await newMember(t, username);
  const granted = await call(
    t,
    consoleMembersRoutes.grantRole,
    { user_id: member.id, role: 'merchant', reason: 'opens a shop' },
    admin,
  );
  expect(granted.body.code).toBe(1);
  return { ...member, username };
}

async function boundSocket(token: string) {
  const socket = await openSocket(url);
  expect((await call(t, chatRoutes.shake, { client_id: socket.clientId }, token)).body.code).toBe(
    1,
  );
  return socket;
}

const quiet = (socket: Awaited<ReturnType<typeof openSocket>>) =>
  socket.next(ofType('user_login'), QUIET_MS).then(
    () => false,
    () => true,
  );

describe('console login', () => {
  it('answers a token, the member card and its roles to a member holding a role', async () => {
    const member = await merchantMember();
    const { body } = await consoleLogin(member.username);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      user: { id: member.id, username: member.username },
      roles: ['merchant'],
    });
    // A console session lasts identity.console.sessionHours (12 by default), the app's 30 days.
    const lifetime = body.data!.expires_at - Math.floor(t.clock.now().getTime() / 1000);
    expect(lifetime).toBeGreaterThan(12 * 3600 - 5);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600);
    const caller = await me(body.data!.token);
    expect(caller.body.data).toMatchObject({ roles: ['merchant'], session_kind: 'console' });
  });

  it('refuses a member who holds no role (console_no_role), and bad credentials as the app does', async () => {
    const plain = await newMember(t, `cs_plain${serial++}`);
    expect(plain.id).toBeGreaterThan(0);
    expect((await consoleLogin('demo', 'demo1234')).body.msg).toBe('console_no_role');
    expect((await consoleLogin('admin', 'wrong-pass')).body.msg).toBe('incorrect_password');
    expect((await consoleLogin('nobody_here_x')).body.msg).toBe('account_incorrect');
  });

  it('counts console attempts in the app login throttle (one set of counters per member)', async () => {
    const member = await merchantMember();
    for (let i = 0; i < 5; i += 1)
      expect((await consoleLogin(member.username, `wrong-${i}`)).body.msg).toBe(
        'incorrect_password',
      );
    expect((await appLogin(member.username)).body.msg).toBe('too_many_attempts');
    expect((await consoleLogin(member.username)).body.msg).toBe('too_many_attempts');
  });

  it('accepts the confirmed phone as the account', async () => {
    const { body } = await consoleLogin('8613800000004', 'demo1234');
    expect(body.data?.roles).toEqual(['admin']);
  });

  it('refuses a frozen member (account_locked)', async () => {
    const member = await merchantMember();
    await call(
      t,
      consoleMembersRoutes.freeze,
      { user_id: member.id, reason: 'fraud check' },
      admin,
    );
    expect((await consoleLogin(member.username)).body.msg).toBe('account_locked');
  });

  it('lets a role holder use console routes with the app session too (session kind app)', async () => {
    const member = await merchantMember();
    const app = (await appLogin(member.username)).body.data!.userinfo.token;
    expect((await me(app)).body.data).toMatchObject({ session_kind: 'app', roles: ['merchant'] });
  });

  it('refuses console routes to a plain member (403) and to no token (401)', async () => {
    const plain = await newMember(t, `cs_plain${serial++}`);
    expect((await me(plain.token)).status).toBe(403);
    expect((await call(t, consoleAuthRoutes.me, {})).status).toBe(401);
  });
});

describe('one session per kind: the console and the phone never log each other out', () => {
  it('keeps the app session alive when the member logs in to the console', async () => {
    const member = await merchantMember();
    const app = (await appLogin(member.username)).body.data!.userinfo.token;
    const appSocket = await boundSocket(app);
    const console1 = (await consoleLogin(member.username)).body.data!.token;
    expect(await appAlive(app)).toBe(true);
    expect(await quiet(appSocket)).toBe(true);
    // A second console login replaces the first console session (and tells its socket), only it.
    const consoleSocket = await boundSocket(console1);
    const console2 = (await consoleLogin(member.username)).body.data!.token;
    expect(await consoleAlive(console1)).toBe(false);
    expect(await consoleAlive(console2)).toBe(true);
    expect(await consoleSocket.next(ofType('user_login'))).toMatchObject({ user_id: member.id });
    expect(await appAlive(app)).toBe(true);
    expect(await quiet(appSocket)).toBe(true);
    appSocket.close();
    consoleSocket.close();
  });

  it('keeps the console session alive when the member logs in on the phone again', async () => {
    const member = await merchantMember();
    const console1 = (await consoleLogin(member.username)).body.data!.token;
    const consoleSocket = await boundSocket(console1);
    const app1 = (await appLogin(member.username)).body.data!.userinfo.token;
    const appSocket = await boundSocket(app1);
    const app2 = (await appLogin(member.username)).body.data!.userinfo.token;
    expect(await appAlive(app1)).toBe(false);
    expect(await appAlive(app2)).toBe(true);
    expect(await appSocket.next(ofType('user_login'))).toMatchObject({ user_id: member.id });
    expect(await consoleAlive(console1)).toBe(true);
    expect(await quiet(consoleSocket)).toBe(true);
    appSocket.close();
    consoleSocket.close();
  });

  it('logs out of the console only: the app session stays', async () => {
    const member = await merchantMember();
    const app = (await appLogin(member.username)).body.data!.userinfo.token;
    const console1 = (await consoleLogin(member.username)).body.data!.token;
    expect((await call(t, consoleAuthRoutes.logout, {}, console1)).body.code).toBe(1);
    expect(await consoleAlive(console1)).toBe(false);
    expect(await appAlive(app)).toBe(true);
  });
});
