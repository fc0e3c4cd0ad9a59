import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFilesDir, writeAsset } from '../../../test/built-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('console '.repeat(400))});`;
const SCRIPT_PATH = '/console/assets/index-Zz98Yy76.js';
const WEB_INDEX = '<!doctype html><title>member app</title>';
const CONSOLE_INDEX = '<!doctype html><title>console</title><div id="root"></div>';

let t: TestApp;
const dir = builtFilesDir('cloudmall-console-static-');
beforeAll(async () => {
  const web = path.join(dir, 'web');
  const consoleDir = path.join(dir, 'console');
  mkdirSync(web, { recursive: true });
  writeAsset(path.join(consoleDir, 'assets', 'index-Zz98Yy76.js'), SCRIPT);
  writeFileSync(path.join(web, 'index.html'), WEB_INDEX);
  writeFileSync(path.join(consoleDir, 'index.html'), CONSOLE_INDEX);
  writeFileSync(path.join(consoleDir, 'zod-config.js'), 'globalThis.x = 1;');
  t = await createTestApp({ webApp: { webDistDir: web, consoleDistDir: consoleDir } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the console at /console/', () => {
  it('sends its hashed assets precompressed and immutable', async () => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers every deep link with its own index.html, revalidated on each load', async () => {
    for (const url of ['/console/', '/console/login', '/console/admin/members?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(CONSOLE_INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/console/zod-config.js')).headers['cache-control']).toBe('no-cache');
  });

  it('redirects /console to /console/, keeping the query', async () => {
    const response = await get('/console?next=x');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/console/?next=x');
  });

  it('answers a missing console file 404, and leaves the member app and the API as they were', async () => {
    expect((await get('/console/assets/missing-00000000.js')).statusCode).toBe(404);
    const app = await get('/pages/user');
    expect(app.body).toBe(WEB_INDEX);
    expect(String(app.headers['content-security-policy'])).toContain("style-src 'self';");
    const api = await get('/api/console/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 0, msg: 'not_found' });
  });

  it("lets console pages use inline styles (antd) while their scripts stay 'self'", async () => {
    const csp = String((await get('/console/admin/members')).headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
  });
});
