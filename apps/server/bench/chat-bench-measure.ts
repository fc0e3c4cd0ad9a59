import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { type BuiltApp } from '../src/app.ts';
import { type Database } from '../src/db/database.ts';
import { identityRepository } from '../src/modules/identity/identity.repository.ts';
import { hashPassword } from '../src/modules/identity/index.ts';
import { users, userSessions } from '../src/db/schema/identity.schema.ts';
import { createHash, randomBytes } from 'node:crypto';

// The chat benchmark's clients and measures (`chat.bench.ts` runs them per topology): members, sockets, delivery timing and the bare ws baseline.
export const SIZES = (process.env.BENCH_SIZES ?? '100,250,500,1000,2000').split(',').map(Number);
export const RATE_PER_SECOND = Number(process.env.BENCH_RATE ?? 200);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const P99_LIMIT_MS = 100;

export interface Member {
  id: number;
  token: string;
}
export interface Result {
  n: number;
  sent: number;
  delivered: number;
  p50: number;
  p99: number;
  perSecond: number;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createMembers(
  app: BuiltApp,
  database: Database,
  count: number,
  start: number,
): Promise<Member[]> {
  const passwordHash = await hashPassword('bench-password');
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench${start + i}`;
    const user =
      (await identityRepository.findUserByUsername(database.db, username)) ??
      (await identityRepository.insertUser(database.db, {
        username,
        nickname: username,
        passwordHash,
        inviteCode: `B${(start + i).toString(36).toUpperCase().padStart(7, '0')}`,
      }));
    const session = await database.db.transaction((trx) =>
      app.context.identity.sessions.start(trx as never, user, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      }),
    );
    members.push({ id: user.id, token: session.token });
  }
  return members;
}

export async function openSockets(url: string, members: Member[], httpBase: string) {
  const arrivals = new Map<number, number>();
  const sockets: WebSocket[] = [];
  for (const member of members) {
    const socket = new WebSocket(url);
    const clientId = await new Promise<string>((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as {
          type: string;
          client_id?: string;
          message?: { content?: { text?: string } };
        };
        if (message.type === 'init') resolve(String(message.client_id));
        if (message.type === 'chat')
          arrivals.set(Number(message.message?.content?.text), performance.now());
      });
      socket.once('error', reject);
    });
    const bound = await fetch(`${httpBase}/api/wanlshop/chat/shake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: member.token },
      body: JSON.stringify({ client_id: clientId }),
    });
    if (((await bound.json()) as { code: number }).code !== 1) throw new Error('shake failed');
    sockets.push(socket);
  }
  return { arrivals, close: () => sockets.forEach((s) => s.close()) };
}

/** Sends at a fixed rate for SECONDS from random members to random members; measures delivery. */
export async function measure(
  httpBase: string,
  members: Member[],
  arrivals: Map<number, number>,
  fullSpeed: boolean,
): Promise<Omit<Result, 'n'>> {
  const sentAt = new Map<number, number>();
  const started = performance.now();
  const total = fullSpeed ? 2000 : RATE_PER_SECOND * SECONDS;
  let seq = 0;
  const inflight: Promise<unknown>[] = [];
  for (let i = 0; i < total; i += 1) {
    if (!fullSpeed) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    } else if (inflight.length >= 64) {
      await Promise.race(inflight);
    }
    const from = members[i % members.length]!;
    let to = members[Math.floor(Math.random() * members.length)]!;
    if (to.id === from.id) to = members[(members.indexOf(from) + 1) % members.length]!;
    const id = ++seq;
    sentAt.set(id, performance.now());
    const request = fetch(`${httpBase}/api/wanlshop/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: from.token },
      body: JSON.stringify({ to_id: to.id, type: 'text', content: { text: String(id) } }),
    }).then((r) => r.json());
    const tracked: Promise<unknown> = request.finally(() =>
      inflight.splice(inflight.indexOf(tracked), 1),
    );
    inflight.push(tracked);
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 3000;
  while (arrivals.size < sentAt.size && performance.now() < deadline) await sleep(20);
  const elapsed = (performance.now() - started) / 1000;
  const latencies = [...sentAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  arrivals.clear();
  return {
    sent: sentAt.size,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
  };
}

/** The bare baseline: a plain ws server relaying frames to N sockets, no HTTP, no database. */
export async function bareBaseline(n: number): Promise<Omit<Result, 'n'>> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const peers: WebSocket[] = [];
  server.on('connection', (socket) => {
    peers.push(socket);
    socket.on('message', (raw) => {
      const { to, id } = JSON.parse(String(raw)) as { to: number; id: number };
      peers[to]?.send(JSON.stringify({ id }));
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrivals = new Map<number, number>();
  const clients: WebSocket[] = [];
  for (let i = 0; i < n; i += 1) {
    const client = new WebSocket(url);
    client.on('message', (raw) =>
      arrivals.set((JSON.parse(String(raw)) as { id: number }).id, performance.now()),
    );
    await new Promise((resolve) => client.once('open', resolve));
    clients.push(client);
  }
  await sleep(100);
  const sentAt = new Map<number, number>();
  const started = performance.now();
  for (let id = 1; id <= RATE_PER_SECOND * SECONDS; id += 1) {
    const wait = started + (id * 1000) / RATE_PER_SECOND - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(id, performance.now());
    clients[id % n]!.send(JSON.stringify({ to: Math.floor(Math.random() * n), id }));
  }
  await sleep(300);
  const latencies = [...sentAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  clients.forEach((c) => c.close());
  server.close();
  return {
    sent: sentAt.size,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / ((performance.now() - started) / 1000),
  };
}

/** Many members at once (the scale step): users and app sessions inserted in batches, same rows as a login. */
export async function createMembersInBulk(
  database: Database,
  count: number,
  start: number,
): Promise<Member[]> {
  const passwordHash = await hashPassword('bench-password');
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const members: Member[] = [];
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, k) => start + from + k);
    const rows = await database.db
      .insert(users)
      .values(
        batch.map((i) => ({
          username: `bench${i}`,
          nickname: `bench${i}`,
          passwordHash,
          inviteCode: `B${i.toString(36).toUpperCase().padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await database.db.insert(userSessions).values(
      rows.map((row, k) => ({
        userId: row.id,
        tokenHash: createHash('sha256').update(tokens[k]!).digest('hex'),
        ip: '127.0.0.1',
        userAgent: 'bench',
        expiresAt,
        kind: 'app' as const,
      })),
    );
    members.push(...rows.map((row, k) => ({ id: row.id, token: tokens[k]! })));
  }
  return members;
}
