import { identityRoutes } from '@cloudmall/contract';
import { consoleMembersRoutes } from '@cloudmall/contract/access';
import type { BuiltApp } from '../src/app.ts';
import { startTwoInstances, twoInstancesEnabled, type TwoInstances } from './two-instance-world.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.ts';

// Two instances on one PostgreSQL and one Redis, each holding sessions in its own cache: a session
// ended on A must be refused by B on the very next request, though B resolved it a moment ago.
describe.runIf(twoInstancesEnabled)('session cache across two instances', () => {
  const clock = new ManualClock();
  let world: TwoInstances;
  let a: BuiltApp;
  let b: BuiltApp;

  beforeAll(async () => {
    world = await startTwoInstances({ prefix: 'cm_test_sessions', clock });
    ({ a, b } = world);
    // Both subscriptions are up before the first test (revocations are heard from then on).
    const subscribers = async () =>
      Number((await world.redises[0]!.pubsub('NUMSUB', `${world.namespace}sessions`))[1]);
    while ((await subscribers()) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await world?.close();
  });

  const post = async (app: BuiltApp, path: string, payload: object, token?: string) =>
    (
      await app.app.inject({
        method: 'POST',
        url: `/api${path}`,
        payload,
        headers: token ? { token } : {},
      })
    ).json();

  const login = async (app: BuiltApp, account: string) =>
    (await post(app, identityRoutes.login.path, { account, password: 'demo1234' })).data
      .userinfo as { id: number; token: string };

  /** The status B answers a member read with this token. */
  const onB = async (token: string) =>
    (await b.app.inject({ method: 'GET', url: '/api/wanlshop/user/info', headers: { token } }))
      .statusCode;

  it('refuses on B the next request of a session logged out on A', async () => {
    const member = await login(a, 'demo');
    expect(await onB(member.token)).toBe(200);
    expect(await onB(member.token)).toBe(200); // served from B's cache now
    expect((await post(a, identityRoutes.logout.path, {}, member.token)).code).toBe(1);
    expect(await onB(member.token)).toBe(401);
  });

  it('refuses on B the session a newer login on A replaced (user_login)', async () => {
    const first = await login(b, 'demo2');
    expect(await onB(first.token)).toBe(200);
    const second = await login(a, 'demo2');
    expect(await onB(first.token)).toBe(401);
    expect(await onB(second.token)).toBe(200);
  });

  it('refuses on B every session of a member an admin froze on A, and lets them log in again after', async () => {
    const member = await login(b, 'advertiser1');
    expect(await onB(member.token)).toBe(200);
    const admin = await login(a, 'admin');
    const reason = 'session cache test';
    const frozen = await post(
      a,
      consoleMembersRoutes.freeze.path,
      { user_id: member.id, reason },
      admin.token,
    );
    expect(frozen.code).toBe(1);
    expect(await onB(member.token)).toBe(401);
    await post(a, consoleMembersRoutes.unfreeze.path, { user_id: member.id, reason }, admin.token);
    expect(await onB((await login(a, 'advertiser1')).token)).toBe(200);
  });

  it('refuses on B the other sessions of a member who changed the password on A', async () => {
    const other = await login(b, 'merchant');
    expect(await onB(other.token)).toBe(200);
    // The console session of the same member changes the password; the app session must end.
    const consoleSession = (
      await post(a, '/console/auth/login', { account: 'merchant', password: 'demo1234' })
    ).data as { token: string };
    const changed = await post(
      a,
      identityRoutes.changePassword.path,
      { oldpassword: 'demo1234', newpassword: 'demo5678' },
      consoleSession.token,
    );
    expect(changed.code, JSON.stringify(changed)).toBe(1);
    expect(await onB(other.token)).toBe(401);
  });

  it('still ends a cached session when it expires', async () => {
    const member = await login(a, 'service1');
    expect(await onB(member.token)).toBe(200);
    clock.advance(31 * 86_400_000); // past the 30-day session lifetime
    expect(await onB(member.token)).toBe(401);
  });
});
