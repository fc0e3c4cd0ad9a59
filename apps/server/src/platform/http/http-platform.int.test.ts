import { appRoutes, identityRoutes } from '@cloudmall/contract';
import { coinConsoleRoutes } from '@cloudmall/contract/coins';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

useTestApp({}, async () => {
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret database detail: password=hunter2');
  });
});

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/wanlshop/user/login',
    headers: { 'content-type': contentType },
    payload,
  });

describe('the API envelope', () => {
  it('answers health with code 1, a time and data', async () => {
    const { status, body } = await call(t, appRoutes.health, {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, data: { status: 'ok', database: 'ok' } });
    expect(Math.abs(body.time - Date.now() / 1000)).toBeLessThan(5);
  });

  it('answers an unknown API route with the envelope and 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wanlshop/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, msg: 'not_found', data: null });
  });

  it('answers an unexpected error with 500 and no internals, and a request id to find the log', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, msg: 'internal_error', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('bodies', () => {
  it('reads form-urlencoded bodies like JSON ones', async () => {
    const response = await post(
      'account=demo&password=demo1234',
      'application/x-www-form-urlencoded',
    );
    expect(response.json()).toMatchObject({ code: 1 });
  });

  it('answers malformed JSON with malformed_body', async () => {
    const response = await post('{"account": "demo",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, msg: 'malformed_body' });
  });

  it('refuses prototype-poisoning keys', async () => {
    const response = await post(
      '{"__proto__": {"admin": true}, "account": "demo", "password": "demo1234"}',
    );
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers a body over 100 kB with payload_too_large', async () => {
    const response = await post(JSON.stringify({ account: 'x'.repeat(120_000), password: 'y' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 0, msg: 'payload_too_large' });
  });

  it('answers wrong types with the field named (HTTP 200 code 0, as the protocol does)', async () => {
    const response = await post(JSON.stringify({ account: { $ne: null }, password: [12] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'validation_failed' });
    expect(response.json().data.fields).toEqual([
      { field: 'account', key: 'invalid_type' },
      { field: 'password', key: 'invalid_type' },
    ]);
  });

  it('drops unknown profile fields instead of writing them (no mass assignment)', async () => {
    const token = (await call(t, identityRoutes.login, { account: 'demo', password: 'demo1234' }))
      .body.data!.userinfo.token;
    const { status, body } = await call(
      t,
      identityRoutes.profile,
      { nickname: 'ok', role: 'admin', score: 99 },
      token,
    );
    // The protocol's server ignored fields it did not read; only the profile's own fields are written.
    expect([status, body.code]).toEqual([200, 1]);
    const info = await call(t, identityRoutes.info, {}, token);
    expect(info.body.data).toMatchObject({ nickname: 'ok', score: 0 });
    expect(
      (await call(t, coinConsoleRoutes.addPrices, { coin_id: 1, points: [] }, token)).status,
    ).toBe(403);
  });
});
