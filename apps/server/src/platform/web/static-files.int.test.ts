import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFilesDir, writeAsset } from '../../../test/built-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerWebApp } from './web-app.ts';

const API_LIMIT = 50;
const SCRIPT = `console.log(${JSON.stringify('cloudmall '.repeat(400))});`;
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';

let t: TestApp;
const dir = builtFilesDir('cloudmall-static-');
beforeAll(async () => {
  const dist = path.join(dir, 'dist');
  writeAsset(path.join(dist, SCRIPT_PATH), SCRIPT);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Cloudmall"}');
  mkdirSync(path.join(dir, 'data', 'uploads', '2026', '11'), { recursive: true });
  writeFileSync(path.join(dir, 'data', 'uploads', '2026', '11', 'photo.webp'), 'RIFF....WEBP');
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: String(API_LIMIT), DATA_DIR: path.join(dir, 'data') },
  });
  await registerWebApp(t.app, dist);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers });

describe('static files and the rate limit', () => {
  it('serves 1000 static files to one address without a 429, while the API limit still applies', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      statuses.push(
        (await get(SCRIPT_PATH)).statusCode,
        (await get('/uploads/2026/11/photo.webp')).statusCode,
      );
    }
    const limited = statuses.filter((status) => status === 429).length;
    console.log(`static: ${statuses.length} requests from one address, ${limited} answered 429`);
    expect(limited).toBe(0);
    expect(new Set(statuses)).toEqual(new Set([200]));

    const api: number[] = [];
    for (let i = 0; i < API_LIMIT + 10; i += 1) api.push((await get('/api/health')).statusCode);
    const apiLimited = api.filter((status) => status === 429).length;
    console.log(
      `api: ${api.length} requests from the same address (limit ${API_LIMIT}/min), ${apiLimited} answered 429`,
    );
    expect(apiLimited).toBe(10);
  });
});

describe('hashed assets', () => {
  it('are sent brotli-compressed to a browser that accepts br, cached for a year as immutable', async () => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent gzip-compressed to a browser that accepts only gzip', async () => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent as they are to a browser that accepts no compression', async () => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('leave index.html to be revalidated on every load', async () => {
    const response = await get('/index.html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leave the service worker and the manifest to be revalidated, so a new version is seen at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // served from the root, so the worker's default scope is the whole app
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
