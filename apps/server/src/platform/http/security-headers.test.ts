import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHttpPlatform } from './http-platform.ts';

async function server(options: { trustProxy: boolean; cdnUrl?: string }) {
  const app = Fastify({ trustProxy: options.trustProxy });
  registerHttpPlatform(app, { cdnUrl: options.cdnUrl });
  app.get('/pages/index', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><div id="root"></div>'),
  );
  await app.ready();
  return app;
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline or eval scripts, framing or plugins', async () => {
    const app = await server({ trustProxy: false });
    const response = await app.inject({ method: 'GET', url: '/pages/index' });
    const csp = String(response.headers['content-security-policy']);
    console.log(`content-security-policy: ${csp}`);
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws:', 'wss:']));
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    await app.close();
  });

  it('names only Permissions-Policy features the browser knows, so no page logs a header warning', async () => {
    // Chromium warns "Unrecognized feature" on every page for a name outside its list (e.g. bluetooth).
    const recognised = new Set([
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
    ]);
    const app = await server({ trustProxy: false });
    const response = await app.inject({ method: 'GET', url: '/pages/index' });
    const features = String(response.headers['permissions-policy'])
      .split(',')
      .map((entry) => entry.trim().split('=')[0]);
    expect(features.filter((feature) => !recognised.has(feature ?? ''))).toEqual([]);
    await app.close();
  });

  it('lets images, media and playlists come from the CDN origin when one is configured', async () => {
    const app = await server({ trustProxy: false, cdnUrl: 'https://cdn.example.com/base/' });
    const policy = directives(
      String(
        (await app.inject({ method: 'GET', url: '/pages/index' })).headers[
          'content-security-policy'
        ],
      ),
    );
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(policy.get(name)).toContain('https://cdn.example.com');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    await app.close();
  });

  it('sends HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const trusted = await server({ trustProxy: true });
    const untrusted = await server({ trustProxy: false });
    const viaTls = { 'x-forwarded-proto': 'https' };
    const seen = {
      trustedHttps: (await trusted.inject({ method: 'GET', url: '/pages/index', headers: viaTls }))
        .headers['strict-transport-security'],
      trustedHttp: (await trusted.inject({ method: 'GET', url: '/pages/index' })).headers[
        'strict-transport-security'
      ],
      untrustedForwarded: (
        await untrusted.inject({ method: 'GET', url: '/pages/index', headers: viaTls })
      ).headers['strict-transport-security'],
    };
    console.log('strict-transport-security:', seen);
    expect(seen).toEqual({
      trustedHttps: 'max-age=31536000; includeSubDomains',
      trustedHttp: undefined,
      untrustedForwarded: undefined,
    });
    await Promise.all([trusted.close(), untrusted.close()]);
  });

  it('the web app entry page has no inline script (the policy allows none)', () => {
    const html = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the console policy', () => {
  it("lets console pages (antd's CSS-in-JS) use inline styles, and nothing else: scripts stay 'self', the app keeps 'self'", async () => {
    const app = Fastify();
    registerHttpPlatform(app);
    for (const url of ['/console/', '/console/admin/members', '/pages/index', '/consoleish'])
      app.get(url, async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    await app.ready();
    const styleOf = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      const policy = directives(String(response.headers['content-security-policy']));
      return { style: policy.get('style-src'), script: policy.get('script-src') };
    };
    for (const url of ['/console/', '/console/admin/members?page=2']) {
      expect(await styleOf(url)).toEqual({
        style: ["'self'", "'unsafe-inline'"],
        script: ["'self'"],
      });
    }
    for (const url of ['/pages/index', '/consoleish']) {
      expect(await styleOf(url)).toEqual({ style: ["'self'"], script: ["'self'"] });
    }
    await app.close();
  });
});
