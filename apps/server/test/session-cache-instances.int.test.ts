import { randomBytes } from 'node:crypto';
import { identityRoutes } from '@cloudmall/contract';
import { consoleMembersRoutes } from '@cloudmall/contract/access';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

// Two instances on one PostgreSQL and one Redis, each holding sessions in its own cache: a session
// ended on A must be refused by B on the very next request, though B resolved it a moment ago.
const enabled =
  process.env.TEST_DB_KIND === 'postgres' &&
  Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);

describe.runIf(enabled)('session cache across two instances', () => {
  const namespace = `cm:test:${randomBytes(6).toString('hex')}:`;
  const clock = new ManualClock();
  const databases: Database[] = [];
  const redises: Redis[] = [];
  let scratch: ScratchDatabase;
  let a: BuiltApp;
  let b: BuiltApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'cm_test_sessions');
    const first = openDatabase({ url: scratch.url, poolSize: 2 });
    await first.migrate();
    await seed(first.db, { demo: true });
    await first.close();
    const build = async () => {
      const database = openDatabase({ url: scratch.url, poolSize: 5 });
      const redis = new Redis(process.env.REDIS_URL!);
      databases.push(database);
      redises.push(redis);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        DATA_DIR: '/tmp/cloudmall-two',
      });
      const built = await buildApp({
        ...{ config, database, redis, clock },
        ...{ serveWebApp: false, redisNamespace: namespace },
      });
      await built.app.ready();
      return built;
    };
    a = await build();
    b = await build();
    // Both subscriptions are up before the first test (revocations are heard from then on).
    const subscribers = async () =>
      Number((await redises[0]!.pubsub('NUMSUB', `${namespace}sessions`))[1]);
    while ((await subscribers()) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    for (const database of databases) await database.close();
    for (const redis of redises) redis.disconnect();
    await scratch?.drop();
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
