import { identityRoutes } from '@cloudmall/contract';
import { consoleSettingsRoutes, SECRET_MASK } from '@cloudmall/contract/console-content';
import { desc } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import { call, lastSmsCode } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

/** A gateway that records what each path received. */
const received: Array<{ path: string; authorization?: string; body: Record<string, string> }> = [];
let gateway: Server;
let base = '';
const options = { env: {} as Record<string, string> };
beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(body) as Record<string, string>,
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  // The server's configuration: an HTTP gateway of its own (env), used while the setting says `server`.
  Object.assign(options.env, {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `${base}/env`,
    SMS_HTTP_TOKEN: 'env-token',
  });
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

let admin = '';
useTestApp(options, async () => {
  admin = (await call(t, identityRoutes.login, { account: 'admin', password: 'demo1234' })).body
    .data!.userinfo.token;
});

const DEMO_MOBILE = '8613800000001';
const sendCode = async () => {
  t.clock.advance(61_000); // past the resend cooldown
  return call(t, identityRoutes.smsSend, { mobile: DEMO_MOBILE, event: 'mobilelogin' });
};
const choose = (value: Record<string, string>) =>
  call(
    t,
    consoleSettingsRoutes.update,
    { key: 'identity.smsProvider', value, reason: 'gateway' },
    admin,
  );
const stored = async () =>
  (await call(t, consoleSettingsRoutes.list, { q: 'identity.smsProvider' }, admin)).body.data!
    .data[0]!;

describe('SMS provider setting', () => {
  it("sends through the server's configured provider until an admin chooses one", async () => {
    expect((await sendCode()).body.code).toBe(1);
    expect(received.at(-1)).toMatchObject({ path: '/env', authorization: 'Bearer env-token' });
  });

  it('switches the provider of the next code at once, without a restart', async () => {
    const http = {
      provider: 'http',
      httpUrl: `${base}/admin`,
      apiKey: 'sk-live-123',
      sender: 'RoboMall',
    };
    expect((await choose(http)).body.code).toBe(1);
    expect((await sendCode()).body.code).toBe(1);
    expect(received.at(-1)).toMatchObject({
      path: '/admin',
      authorization: 'Bearer sk-live-123',
      body: { to: DEMO_MOBILE, from: 'RoboMall' },
    });
    expect(received.at(-1)!.body.text).toMatch(/\d{6}/);

    const count = received.length;
    expect((await choose({ ...http, provider: 'log', apiKey: SECRET_MASK })).body.code).toBe(1);
    expect((await sendCode()).body.code).toBe(1);
    expect(received.length).toBe(count);
    expect(lastSmsCode(t, DEMO_MOBILE)).toMatch(/^\d{6}$/);
  });

  it('never returns the API key in clear, nor writes it to the audit log; the mask keeps it', async () => {
    const row = await stored();
    expect(row.value).toMatchObject({ provider: 'log', apiKey: SECRET_MASK });
    expect(row.secret_fields).toContain('apiKey');
    const audit = (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2)).map(
      (entry) => JSON.stringify(entry),
    );
    expect(audit.join()).not.toContain('sk-live-123');
    // sent back masked, the stored key is the one the gateway gets
    expect(
      (
        await choose({
          provider: 'http',
          httpUrl: `${base}/admin`,
          apiKey: SECRET_MASK,
          sender: 'RoboMall',
        })
      ).body.code,
    ).toBe(1);
    await sendCode();
    expect(received.at(-1)!.authorization).toBe('Bearer sk-live-123');
    expect(JSON.stringify(await stored())).not.toContain('sk-live-123');
  });

  it('refuses an HTTP provider without a URL, or with something else than a web address', async () => {
    const before = await stored();
    const missing = await choose({ provider: 'http', httpUrl: '', apiKey: '', sender: 'RoboMall' });
    expect(missing.body.msg).toBe('validation_failed');
    expect(missing.body.data).toEqual({
      fields: [{ field: 'value.httpUrl', key: 'sms_url_required' }],
    });
    const wrong = await choose({
      provider: 'http',
      httpUrl: 'ftp://x',
      apiKey: '',
      sender: 'RoboMall',
    });
    expect(wrong.body.data).toEqual({ fields: [{ field: 'value.httpUrl', key: 'invalid_url' }] });
    expect(await stored()).toEqual(before);
  });
});
