import { vi } from 'vitest';
import { configureApi } from '../lib/api';
import type { ApiClientConfig } from '@cloudmall/client';
import { i18next } from '../lib/i18n';

/** An answer in the protocol's envelope. */
export function envelopeResponse(
  data: unknown,
  { status = 200, code = 1, msg = '' } = {},
): Response {
  return new Response(JSON.stringify({ code, msg, time: 1, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Installs the app-wide API client on a fake fetch; answers the spies. */
export function installTestApi(
  fetchImpl: ApiClientConfig['fetch'] = async () => envelopeResponse(null),
) {
  const fetch = vi.fn(fetchImpl);
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  configureApi({
    baseUrl: '/api',
    appClient: 'h5-wanlshop',
    getToken: () => '',
    getLanguage: () => 'en',
    translate: (key, options) => i18next.t(key, options),
    hasTranslation: (key) => i18next.exists(key),
    onUnauthorized,
    notifyError,
    loading: { show: () => undefined, hide: () => undefined },
    fetch,
    requestTimeoutMs: 30_000,
    uploadTimeoutMs: 60_000,
  });
  return { fetch, notifyError, onUnauthorized };
}

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake server answering by path (query string ignored); unknown paths answer 404. */
export function installRouteApi(answers: Record<string, Answer>) {
  return installTestApi(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const answer = answers[path];
    return answer ? answer(init) : envelopeResponse(null, { status: 404 });
  });
}

/** The JSON bodies sent to one path, in order. */
export function sentBodies(
  fetch: ReturnType<typeof installTestApi>['fetch'],
  path: string,
): Record<string, unknown>[] {
  return fetch.mock.calls
    .filter(([url]) => String(url).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
