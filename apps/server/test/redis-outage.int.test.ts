import { appRoutes, identityRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import type { NoticePush } from '@cloudmall/contract/chat';
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchRedis } from '../src/platform/redis/redis-connection.ts';
import { placePaidOrder, skuOfShop, userIdOf } from './order-helpers.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';
import { tokenOf } from './wallet-helpers.ts';

// The server talks to Redis through a proxy that this test cuts and restores mid-run.
const redisUrl = process.env.REDIS_URL;
/** A declared push (a notice) whose title marks it among the captured frames. */
const probe = (title: string): NoticePush => ({
  type: 'notice',
  id: 0,
  title,
  content: '',
  modules: 'system',
  modules_id: 0,
  createtime: 0,
});
if (!redisUrl) console.log('redis outage test skipped: set REDIS_URL to run it');

async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(redisUrl)('a Redis outage degrades the server instead of stopping it', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    t = await createTestApp({ catalog: true, redisUrl: proxy.urlFor(redisUrl!) });
    watchRedis(t.redis!, {
      info: (_o, msg) => logLines.push(msg),
      error: (_o, msg) => logLines.push(msg),
    });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('keeps browsing and buying, refuses secret-guarded attempts clearly, reports 503 naming redis, and recovers', async () => {
    const token = await tokenOf(t, 'demo');
    const frames: string[] = [];
    const { goods_id, sku_id } = await skuOfShop(t, 1, 5);
    const line = { goods_id, sku_id, number: 1 };
    expect((await call(t, appRoutes.health, {})).body.data).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
    });

    await proxy.cut();
    await until(() => t.redis!.status !== 'ready', 'the client to notice the cut');
    const started = Date.now();

    const browse = await call(t, catalogRoutes.goodsList, { page: 1 });
    expect(browse.status).toBe(200);
    expect(browse.body.code).toBe(1);
    const orders = await placePaidOrder(t, token, [line]);
    expect(orders.length).toBe(1);

    const login = await call(t, identityRoutes.login, { account: 'demo', password: 'demo1234' });
    expect({ status: login.status, msg: login.body.msg }).toEqual({
      status: 503,
      msg: 'security_check_unavailable',
    });
    const sms = await call(t, identityRoutes.smsSend, {
      mobile: '8613800000001',
      event: 'mobilelogin',
    });
    expect({ status: sms.status, msg: sms.body.msg }).toEqual({
      status: 503,
      msg: 'security_check_unavailable',
    });

    // Socket pushes fall back to this instance's own sockets.
    const socket = Object.assign(new EventEmitter(), {
      OPEN: 1,
      readyState: 1,
      send: (f: string) => frames.push(f),
      close: () => {},
    });
    const clientId = t.hub.add(socket as unknown as WebSocket, () => {});
    await t.realtime.connected(clientId);
    expect(
      await t.realtime.bind(clientId, await userIdOf(t, token), {
        id: 1,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    ).toBe('bound');
    await t.realtime.pushToUser(await userIdOf(t, token), probe('outage_probe'));
    await until(() => frames.some((f) => f.includes('outage_probe')), 'the local push');

    const health = await call(t, appRoutes.health, {});
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      msg: 'dependency_unavailable',
      data: { database: 'ok', redis: 'down' },
    });
    console.log(
      `during the cut (${Date.now() - started} ms): browse 200, buy paid, local push delivered, login ${login.status}, sms ${sms.status}, health ${health.status}`,
    );

    await proxy.restore();
    await until(
      async () => (await call(t, appRoutes.health, {})).status === 200,
      'health to recover',
    );
    const again = await call(t, identityRoutes.login, { account: 'demo', password: 'demo1234' });
    expect(again.body.code).toBe(1);
    // Pushes go through Redis again (the new login has unbound the socket: push to the client itself).
    await t.realtime.pushToClient(clientId, probe('after_probe'));
    await until(() => frames.some((f) => f.includes('after_probe')), 'the push after the restore');
    expect(logLines.map((l) => l.split(' (')[0])).toEqual([
      'redis: down, degraded until it returns',
      'redis: up',
    ]);
    console.log(`log lines over the outage: ${logLines.length} (${logLines.join(' | ')})`);
  });
});
