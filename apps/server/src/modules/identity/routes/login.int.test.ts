import {
  type Envelope,
  identityRoutes,
  type LoginResult,
  LoginResultSchema,
} from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { identityRepository } from '../identity.repository.ts';

useTestApp();

const login = (account: string, password: string) =>
  call(t, identityRoutes.login, { account, password });

describe('login by username and password', () => {
  it('answers the spec user object and statistics with a token', async () => {
    const { body } = await login('demo', 'demo1234');
    expect(body.code).toBe(1);
    const result = LoginResultSchema.parse(body.data);
    expect(result.userinfo).toMatchObject({
      username: 'demo',
      money: '10000.00',
      score: 0,
      successions: 1,
      loginip: '127.0.0.1',
    });
    expect(result.userinfo.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.userinfo.expires_in).toBeGreaterThan(29 * 86_400);
    expect(result.statistics.order.pay).toBe(0);
  });

  it('accepts the username in any letter case and the mobile as account', async () => {
    expect((await login('DEMO', 'demo1234')).body.code).toBe(1);
    expect((await login('8613800000001', 'demo1234')).body.code).toBe(1);
  });

  it('tells an unknown account from a wrong password with the spec keys', async () => {
    expect((await login('nobody_here', 'demo1234')).body.msg).toBe('account_incorrect');
    expect((await login('demo2', 'wrong-password')).body.msg).toBe('incorrect_password');
  });

  it('stores no password or token in plain text', async () => {
    const { body } = await login('demo2', 'demo1234');
    const user = await identityRepository.findUserByUsername(t.db, 'demo2');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await t.identity.sessions.resolve(body.data!.userinfo.token);
    expect(session?.userId).toBe(user?.id);
    const raw = await t.db.execute(
      `select token_hash from user_sessions where user_id = ${user!.id}` as never,
    );
    expect(JSON.stringify(raw)).not.toContain(body.data!.userinfo.token);
  });
});

describe('one live session per member', () => {
  it('revokes the older token when the member logs in again', async () => {
    const first = (await login('demo', 'demo1234')).body.data!.userinfo.token;
    expect((await call(t, identityRoutes.info, {}, first)).status).toBe(200);
    const second = (await login('demo', 'demo1234')).body.data!.userinfo.token;
    const old = await call(t, identityRoutes.info, {}, first);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 401, msg: 'unauthorized' });
    expect((await call(t, identityRoutes.info, {}, second)).status).toBe(200);
  });

  raceIt('leaves exactly one live session after 10 parallel logins from 10 devices', async () => {
    const fromDevice = async (i: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api${identityRoutes.login.path}`,
        payload: { account: 'demo2', password: 'demo1234' },
        remoteAddress: `10.1.0.${i + 1}`,
      });
      return { body: response.json() as Envelope<LoginResult> };
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => fromDevice(i)));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    const user = await identityRepository.findUserByUsername(t.db, 'demo2');
    expect(await identityRepository.countSessionsOfUser(t.db, user!.id)).toBe(1);
    const live = await Promise.all(
      results.map((r) => call(t, identityRoutes.info, {}, r.body.data!.userinfo.token)),
    );
    expect(live.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('token check', () => {
  it('answers 200 for a live token and 401 for the placeholder, a forged or a revoked one', async () => {
    const token = (await login('merchant', 'demo1234')).body.data!.userinfo.token;
    const ok = await call(t, identityRoutes.tokenCheck, {}, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data?.expires_in).toBeGreaterThan(0);
    expect((await call(t, identityRoutes.tokenCheck, {}, 'wanlshop')).status).toBe(401);
    expect((await call(t, identityRoutes.tokenCheck, {}, 'x'.repeat(43))).status).toBe(401);
    expect((await call(t, identityRoutes.tokenCheck, {}, 'y'.repeat(5000))).status).toBe(401);
    await call(t, identityRoutes.logout, {}, token);
    expect((await call(t, identityRoutes.tokenCheck, {}, token)).status).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const token = (await login('admin', 'demo1234')).body.data!.userinfo.token;
    t.clock.advance(31 * 86_400_000);
    expect((await call(t, identityRoutes.tokenCheck, {}, token)).status).toBe(401);
  });
});
