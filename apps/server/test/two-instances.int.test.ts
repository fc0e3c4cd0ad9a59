import type { AddressInfo } from 'node:net';
import { identityRoutes } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import type { BuiltApp } from '../src/app.ts';
import { startTwoInstances, twoInstancesEnabled, type TwoInstances } from './two-instance-world.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, ofType } from './socket-client.ts';

// Two server instances on one PostgreSQL and one Redis: what a load balancer in front of N instances sees.
describe.runIf(twoInstancesEnabled)('two instances behind one database and one Redis', () => {
  let world: TwoInstances;
  let a: BuiltApp;
  let b: BuiltApp;
  let wsB: string;

  beforeAll(async () => {
    world = await startTwoInstances({ prefix: 'cm_test_two', poolSize: 10 });
    ({ a, b } = world);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    wsB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/ws`;
  });

  afterAll(async () => {
    await world?.close();
  });

  const inject = async (
    app: BuiltApp,
    method: 'GET' | 'POST',
    path: string,
    payload: object,
    token?: string,
  ) =>
    (
      await app.app.inject({ method, url: `/api${path}`, payload, headers: token ? { token } : {} })
    ).json();

  /** Signs a seeded account in on one instance; its session (token, id) answers. */
  const login = async (app: BuiltApp, account: string) =>
    (await inject(app, 'POST', identityRoutes.login.path, { account, password: 'demo1234' })).data
      .userinfo;

  it('delivers a message sent through instance A to a socket held by instance B', async () => {
    const demo2 = await login(a, 'demo2');
    const demo = await login(a, 'demo');
    const socket = await openSocket(wsB);
    // The bind goes through instance A while the socket lives on instance B.
    expect(
      (await inject(a, 'POST', chatRoutes.shake.path, { client_id: socket.clientId }, demo2.token))
        .code,
    ).toBe(1);
    const sent = await inject(
      a,
      'POST',
      chatRoutes.send.path,
      { to_id: demo2.id, type: 'text', content: { text: 'across instances' } },
      demo.token,
    );
    expect(sent.code).toBe(1);
    expect(await socket.next(ofType('chat'))).toMatchObject({
      id: sent.data.id,
      message: { content: { text: 'across instances' } },
    });
    socket.close();
  });

  it('kicks a socket on B when the member logs in again on A', async () => {
    const first = await login(b, 'merchant');
    const socket = await openSocket(wsB);
    await inject(b, 'POST', chatRoutes.shake.path, { client_id: socket.clientId }, first.token);
    await login(a, 'merchant');
    expect(await socket.next(ofType('user_login'))).toEqual({
      type: 'user_login',
      user_id: first.id,
    });
    expect(
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/wanlshop/user/info',
          headers: { token: first.token },
        })
      ).statusCode,
    ).toBe(401);
    socket.close();
  });

  it('unbinds a socket on B when its session logs out on A without naming the client', async () => {
    const demo = await login(a, 'demo');
    const member = await login(b, 'demo2');
    const socket = await openSocket(wsB);
    await inject(b, 'POST', chatRoutes.shake.path, { client_id: socket.clientId }, member.token);
    expect((await inject(a, 'POST', identityRoutes.logout.path, {}, member.token)).code).toBe(1);
    expect(await socket.next(ofType('user_login'))).toEqual({
      type: 'user_login',
      user_id: member.id,
    });
    await inject(
      a,
      'POST',
      chatRoutes.send.path,
      { to_id: member.id, type: 'text', content: { text: 'after logout' } },
      demo.token,
    );
    await expect(
      socket.next((m) => m.type === 'chat' && JSON.stringify(m).includes('after logout'), 400),
    ).rejects.toThrow(/no matching push/);
    socket.close();
  });
});
