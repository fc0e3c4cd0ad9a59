import { describe, expect, it } from 'vitest';
import { envelopeResponse, installTestApi } from '../../../testing/test-api';
import { checkToken } from './auth-api';

describe('the start-up token check', () => {
  it('restores a session only when the answer names the token with time left', async () => {
    installTestApi(async () => envelopeResponse({ token: 'tok-1', expires_in: 3600 }));
    await expect(checkToken('tok-1')).resolves.toBe('valid');
    installTestApi(async () => envelopeResponse({ token: 'tok-1', expires_in: 0 }));
    await expect(checkToken('tok-1')).resolves.toBe('invalid');
  });

  it('clears the session on 401 and keeps it on an answer it cannot read', async () => {
    installTestApi(async () => envelopeResponse(null, { status: 401, code: 401 }));
    await expect(checkToken('tok-1')).resolves.toBe('invalid');
    installTestApi(async () => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(checkToken('tok-1')).rejects.toThrow();
    installTestApi(async () => envelopeResponse({ token: 'someone-else', expires_in: 60 }));
    await expect(checkToken('tok-1')).rejects.toThrow();
  });

  it('sends the placeholder word when no token is stored, and reads the whole answer', async () => {
    const answer = envelopeResponse(null, { status: 401, code: 401 });
    const { fetch } = installTestApi(async () => answer);
    await expect(checkToken('')).resolves.toBe('invalid');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 'wanlshop' });
    expect(answer.bodyUsed).toBe(true);
  });
});
