/**
 * A child process of the chat scale benchmark (`chat-scale.ts`): it holds a slice of the member
 * sockets (so the load generator does not share the server's event loop) or sends the chat messages
 * at the configured rate. Each message's text carries its send time (ms since epoch), so a holder
 * measures delivery on its own. Talks to its parent over IPC only.
 */
import WebSocket from 'ws';
import type { Member } from './chat-bench-measure.ts';

type Command =
  | { kind: 'hold'; ws: string; http: string; members: Member[]; concurrency: number }
  | { kind: 'send'; http: string; members: Member[]; rate: number; seconds: number }
  | { kind: 'collect' }
  | { kind: 'close' };

const epochMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sockets: WebSocket[] = [];
let latencies: number[] = [];
const reply = (message: unknown) => process.send?.(message);

async function connect(ws: string, http: string, member: Member): Promise<void> {
  const socket = new WebSocket(ws);
  const clientId = await new Promise<string>((resolve, reject) => {
    socket.on('message', (raw) => {
      const text = String(raw);
      if (text.includes('"type":"chat"')) {
        const message = JSON.parse(text) as { message?: { content?: { text?: string } } };
        const sentAt = Number(message.message?.content?.text?.split(':')[1]);
        if (sentAt) latencies.push(epochMs() - sentAt);
      } else if (text.includes('"type":"init"'))
        resolve(String((JSON.parse(text) as { client_id?: string }).client_id));
    });
    socket.once('error', reject);
  });
  const bound = await fetch(`${http}/api/wanlshop/chat/shake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: member.token },
    body: JSON.stringify({ client_id: clientId }),
  });
  if (((await bound.json()) as { code: number }).code !== 1) throw new Error('shake failed');
  sockets.push(socket);
}

async function hold(command: Extract<Command, { kind: 'hold' }>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < command.members.length)
      await connect(command.ws, command.http, command.members[next++]!);
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  reply({ kind: 'held', count: sockets.length });
}

/** Sends `rate` messages a second for `seconds` from random members to random members. */
async function send(command: Extract<Command, { kind: 'send' }>): Promise<void> {
  const { members, rate, seconds } = command;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inflight = new Set<Promise<unknown>>();
  let failed = 0;
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const from = members[Math.floor(Math.random() * members.length)]!;
    let to = members[Math.floor(Math.random() * members.length)]!;
    if (to.id === from.id) to = members[(members.indexOf(from) + 1) % members.length]!;
    const request = fetch(`${command.http}/api/wanlshop/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: from.token },
      body: JSON.stringify({ to_id: to.id, type: 'text', content: { text: `${i}:${epochMs()}` } }),
    })
      .then((r) => r.json() as Promise<{ code: number }>)
      .then((body) => (body.code === 1 ? undefined : (failed += 1)))
      .catch(() => (failed += 1))
      .finally(() => inflight.delete(request));
    inflight.add(request);
  }
  await Promise.all(inflight);
  reply({ kind: 'sent', count: total, failed, seconds: (performance.now() - started) / 1000 });
}

process.on('message', (command: Command) => {
  if (command.kind === 'hold')
    void hold(command).catch((error) => reply({ kind: 'error', error: String(error) }));
  if (command.kind === 'send')
    void send(command).catch((error) => reply({ kind: 'error', error: String(error) }));
  if (command.kind === 'collect') {
    reply({ kind: 'latencies', latencies });
    latencies = [];
  }
  if (command.kind === 'close') {
    sockets.forEach((socket) => socket.terminate());
    process.exit(0);
  }
});
