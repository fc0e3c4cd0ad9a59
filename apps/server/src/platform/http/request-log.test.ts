import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, SampledRequestLog } from './request-log.ts';

async function logged(sampleRate: number, slowMs = 1000) {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: new SampledRequestLog({ sampleRate, slowMs }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/slow', async () => new Promise((resolve) => setTimeout(() => resolve({}), 30)));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request log', () => {
  it('logs no ordinary request at sample rate 0, but every failure and every slow one', async () => {
    const { app, lines } = await logged(0, 20);
    for (let i = 0; i < 20; i += 1) await app.inject('/ok');
    await app.inject('/boom');
    await app.inject('/slow');
    const messages = lines.map((line) => line.msg);
    expect(messages.filter((m) => m === 'request completed')).toHaveLength(0);
    expect(messages).toContain('request failed');
    expect(messages).toContain('slow request');
    expect(messages).not.toContain('incoming request');
  });

  it('logs a failed request as a warning, leaving error lines to the unexpected errors', async () => {
    const { app, lines } = await logged(0);
    app.get('/unavailable', async (_request, reply) => reply.code(503).send({ code: 0 }));
    await app.inject('/unavailable');
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.level).toBe(40);
  });

  it('logs every ordinary request on one line at sample rate 1', async () => {
    const { app, lines } = await logged(1);
    for (let i = 0; i < 5; i += 1) await app.inject('/ok');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(5);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
  });
});
