import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './socket-route.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('socket origin check', () => {
  it('allows the server own host and configured origins', () => {
    expect(
      isOriginAllowed(request({ origin: 'https://shop.example', host: 'shop.example' }), []),
    ).toBe(true);
    expect(
      isOriginAllowed(request({ origin: 'https://app.example', host: 'api.example' }), [
        'https://app.example',
      ]),
    ).toBe(true);
  });
  it('refuses any other origin and garbage', () => {
    expect(
      isOriginAllowed(request({ origin: 'https://evil.example', host: 'shop.example' }), []),
    ).toBe(false);
    expect(isOriginAllowed(request({ origin: 'not a url', host: 'shop.example' }), [])).toBe(false);
  });
});
