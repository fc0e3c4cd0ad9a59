import { contentSecurityPolicy } from '../http/security-headers.ts';
import { routeTables } from '@cloudmall/contract/openapi';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';

useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the contract published for integrators', () => {
  it('answers the OpenAPI document of every contract route at /api/openapi.json, cached by browsers', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-errors': string[] }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const table of routeTables())
      for (const [, route] of table.routes)
        expect(
          document.paths[`/api${route.path}`]?.[route.method.toLowerCase()]?.['x-errors'],
          `${route.method} ${route.path}`,
        ).toEqual(expect.arrayContaining([...route.errors]));
  });

  it('answers the same document again without sending it when the browser holds it', async () => {
    const first = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await get('/api/openapi.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a browsable page of it whose script and style come from this origin only', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(''));
    expect(page.body).toContain('<script type="module" src="/api/docs/docs.js"></script>');
    expect(page.body).not.toMatch(/<script>|<style>|style="/);
    const script = await get('/api/docs/docs.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("fetch('/api/openapi.json')");
    const style = await get('/api/docs/docs.css');
    expect(style.headers['content-type']).toContain('text/css');
  });
});
