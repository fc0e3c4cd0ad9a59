import type { AddressInfo } from 'node:net';
import { chatRoutes } from '@cloudmall/contract/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openSocket } from '../../../test/socket-client.ts';
import { call, createTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

const CAP = 10;
const ATTEMPTS = 40;

async function serve(env: Record<string, string>) {
  const t = await createTestApp({ env: { SOCKET_ANONYMOUS_PER_ADDRESS: String(CAP), ...env } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws` };
}

/** Opens sockets all at once; answers the open ones and how many handshakes were refused with 429. */
async function flood(
  url: string,
  count: number,
  headersOf: (i: number) => Record<string, string> = () => ({}),
) {
  const outcomes = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const socket = new WebSocket(url, { headers: headersOf(i) });
      return new Promise<{ socket: WebSocket; status: number }>((resolve) => {
        socket.once('open', () => resolve({ socket, status: 101 }));
        socket.once('unexpected-response', (_req, res) =>
          resolve({ socket, status: res.statusCode ?? 0 }),
        );
        socket.once('error', () => resolve({ socket, status: 0 }));
      });
    }),
  );
  const open = outcomes.filter((o) => o.status === 101).map((o) => o.socket);
  return {
    open,
    refused: outcomes.filter((o) => o.status === 429).length,
    closeAll: () => open.forEach((s) => s.close()),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe('anonymous sockets per client address', () => {
  let direct: Awaited<ReturnType<typeof serve>>;
  let proxied: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    direct = await serve({});
    proxied = await serve({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.t.close();
    await proxied?.t.close();
  });

  it('accepts up to the cap of not-yet-bound sockets from one address and refuses the rest with 429', async () => {
    const started = Date.now();
    const result = await flood(direct.url, ATTEMPTS);
    console.log(
      `anonymous socket cap ${CAP}: ${ATTEMPTS} opened at once in ${Date.now() - started} ms -> ${result.open.length} accepted, ${result.refused} refused`,
    );
    expect(result.open.length).toBe(CAP);
    expect(result.refused).toBe(ATTEMPTS - CAP);
    result.closeAll();
    await settle();
  });

  it('frees a place when a socket closes or is bound to a member', async () => {
    const first = await flood(direct.url, CAP);
    expect(first.open.length).toBe(CAP);
    expect((await flood(direct.url, 1)).refused).toBe(1);
    first.open[0]!.close();
    await settle();
    const reopened = await openSocket(direct.url);
    const member = await newMember(direct.t, 'capbound');
    expect(
      (await call(direct.t, chatRoutes.shake, { client_id: reopened.clientId }, member.token)).body
        .code,
    ).toBe(1);
    await settle();
    const after = await flood(direct.url, 2);
    expect([after.open.length, after.refused]).toEqual([1, 1]);
    first.closeAll();
    after.closeAll();
    reopened.close();
    await settle();
  });

  it('counts the forwarded client address behind a trusted proxy', async () => {
    const spread = await flood(proxied.url, 2 * CAP, (i) => ({
      'x-forwarded-for': `203.0.113.${i}`,
    }));
    const one = await flood(proxied.url, CAP + 5, () => ({ 'x-forwarded-for': '198.51.100.7' }));
    console.log(
      `behind a proxy: ${2 * CAP} from distinct addresses -> ${spread.open.length} accepted; ${CAP + 5} from one -> ${one.open.length} accepted, ${one.refused} refused`,
    );
    expect(spread.open.length).toBe(2 * CAP);
    expect([one.open.length, one.refused]).toEqual([CAP, 5]);
    spread.closeAll();
    one.closeAll();
  });
});
