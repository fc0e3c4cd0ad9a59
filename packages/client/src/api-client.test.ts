import { appRoutes, identityRoutes } from '@cloudmall/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientConfig } from './api-client.ts';
import { ApiError } from './api-error.ts';

const profile = {
  id: 7,
  username: 'demo',
  nickname: 'Demo',
  mobile: '8613800000000',
  avatar: '',
  level: 1,
  gender: 0,
  birthday: '',
  bio: '',
  money: '0.00',
  score: 0,
  successions: 0,
  maxsuccessions: 0,
  prevtime: 0,
  logintime: 0,
  loginip: '',
  jointime: 0,
  invite_code: 'X1',
  mobile_confirmed: true,
};

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A successful answer (HTTP 200, code 1) carrying `data`. */
const success = (data: unknown) => envelope(200, { code: 1, msg: '', time: 1, data });

function setup(fetchImpl: ApiClientConfig['fetch'], overrides: Partial<ApiClientConfig> = {}) {
  const config: ApiClientConfig = {
    baseUrl: '/api',
    appClient: 'h5-wanlshop',
    getToken: () => 'tok-1',
    getLanguage: () => 'tr',
    translate: (key) => `«${key}»`,
    hasTranslation: () => false,
    onUnauthorized: vi.fn(),
    notifyError: vi.fn(),
    loading: { show: vi.fn(), hide: vi.fn() },
    fetch: fetchImpl,
    requestTimeoutMs: 30_000,
    uploadTimeoutMs: 60_000,
    ...overrides,
  };
  return { client: createApiClient(config), config };
}

describe('api client', () => {
  it('puts GET input in the query string and sends the protocol headers', async () => {
    const fetch = vi.fn<ApiClientConfig['fetch']>(async () => success([]));
    const { client } = setup(fetch);
    await client.call(appRoutes.loadTabbar, { t: '123', client: 'h5' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/wanlshop/page/load_tabbar?t=123&client=h5');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({
      token: 'tok-1',
      'App-Client': 'h5-wanlshop',
      'Accept-Language': 'tr',
      lang: 'tr',
    });
  });

  it('sends POST input as JSON and resolves the data checked by the contract', async () => {
    const fetch = vi.fn<ApiClientConfig['fetch']>(async () => success(profile));
    const { client } = setup(fetch);
    const result = await client.call(identityRoutes.profile, { nickname: 'Neo' });
    expect(result.nickname).toBe('Demo');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ nickname: 'Neo' }));
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('toasts the translated business failure and rejects with its key', async () => {
    const { client, config } = setup(async () =>
      envelope(200, { code: 0, msg: 'incorrect_password', time: 1, data: null }),
    );
    await expect(
      client.call(identityRoutes.login, { account: 'demo', password: 'x' }),
    ).rejects.toMatchObject({
      kind: 'business',
      messageKey: 'incorrect_password',
    });
    expect(config.notifyError).toHaveBeenCalledWith('«errors:incorrect_password»');
  });

  it('clears the session on HTTP 401 and reports the server message', async () => {
    const { client, config } = setup(async () =>
      envelope(401, { code: 401, msg: 'unauthorized', time: 1, data: null }),
    );
    await expect(client.call(identityRoutes.info, {})).rejects.toBeInstanceOf(ApiError);
    expect(config.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(config.notifyError).toHaveBeenCalledWith('«errors:unauthorized»');
  });

  it('ignores aborted requests silently', async () => {
    const controller = new AbortController();
    const fetch: ApiClientConfig['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    const { client, config } = setup(fetch);
    const pending = client.call(identityRoutes.info, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(config.notifyError).not.toHaveBeenCalled();
  });

  it('times out after the request timeout with a clear text', async () => {
    const fetch: ApiClientConfig['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    const { client, config } = setup(fetch, { requestTimeoutMs: 5 });
    await expect(client.call(identityRoutes.info, {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(config.notifyError).toHaveBeenCalledWith('«errors:http.timeout»');
  });

  it('treats an answer that breaks the contract as a data anomaly', async () => {
    const { client } = setup(async () => success({ id: 'not a number' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.call(identityRoutes.info, {}, { silent: true })).rejects.toMatchObject({
      kind: 'contract',
      messageKey: 'data_anomaly',
    });
  });

  it('shows the loading indicator while a call asks for it', async () => {
    const { client, config } = setup(async () => success(null));
    await client.call(identityRoutes.logout, {}, { loading: true });
    expect(config.loading.show).toHaveBeenCalledTimes(1);
    expect(config.loading.hide).toHaveBeenCalledTimes(1);
  });

  it('uploads a file as multipart field "file"', async () => {
    const fetch = vi.fn<ApiClientConfig['fetch']>(async () =>
      success({ url: '/uploads/a.png', fullurl: 'http://cdn/uploads/a.png' }),
    );
    const { client } = setup(fetch);
    const result = await client.upload(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(result.url).toBe('/uploads/a.png');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/common/upload');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('sends form fields before the file (an identity photo asks for private storage)', async () => {
    const fetch = vi.fn<ApiClientConfig['fetch']>(async () =>
      success({ url: '/private/kyc/a.webp', fullurl: '' }),
    );
    const { client } = setup(fetch);
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    expect((await client.upload(photo, {}, 'upload', { purpose: 'kyc' })).url).toBe(
      '/private/kyc/a.webp',
    );
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('kyc');
  });

  it('reads the whole token/check answer, so the request ends, and gives its data', async () => {
    const answers: Response[] = [];
    const fetch = vi.fn<ApiClientConfig['fetch']>(async () => {
      const answer = success({ token: 'tok-9', expires_in: 60 });
      answers.push(answer);
      return answer;
    });
    const { client } = setup(fetch);
    await expect(client.probe(identityRoutes.tokenCheck, {}, { token: 'tok-9' })).resolves.toEqual({
      status: 200,
      data: { token: 'tok-9', expires_in: 60 },
    });
    expect(answers[0]?.bodyUsed).toBe(true);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 'tok-9' });
  });

  it('reads a 401 token/check answer to the end too, with no data and no logout', async () => {
    const answer = envelope(401, { code: 401, msg: 'Please login first', time: 1, data: null });
    const onUnauthorized = vi.fn();
    const { client } = setup(
      vi.fn<ApiClientConfig['fetch']>(async () => answer),
      {
        onUnauthorized,
      },
    );
    await expect(
      client.probe(identityRoutes.tokenCheck, {}, { token: 'wanlshop' }),
    ).resolves.toEqual({ status: 401, data: undefined });
    expect(answer.bodyUsed).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
