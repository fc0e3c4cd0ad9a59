import {
  UPLOAD_PATH,
  UploadResultSchema,
  type RouteDefinition,
  type RouteInput,
  type RouteOutput,
  type UploadResult,
} from '@cloudmall/contract';
import { createTimeoutSignal } from './abort.ts';
import { ApiError } from './api-error.ts';
import {
  classifyResponse,
  outcomeText,
  type HasTranslation,
  type Outcome,
  type Translate,
} from './request-rules.ts';

export interface ApiClientConfig {
  baseUrl: string;
  appClient: string;
  getToken: () => string;
  getLanguage: () => string;
  translate: Translate;
  hasTranslation: HasTranslation;
  /** Runs on HTTP 401 or code 401: clear the session and go to login. */
  onUnauthorized: () => void;
  notifyError: (text: string) => void;
  loading: { show: () => void; hide: () => void };
  fetch: typeof fetch;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the global loading indicator (at least 500 ms) while the call runs. */
  loading?: boolean;
  /** Do not toast the failure; the caller shows it. */
  silent?: boolean;
  timeoutMs?: number;
  /** Overrides the stored token (token/check sends a placeholder word when none is stored). */
  token?: string;
}

/** Input as a query string: objects and arrays as JSON, empty values left out. */
export function toQueryString(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Creates the typed client: `call(identityRoutes.login, input)` — GET sends a query string, POST JSON. */
export function createApiClient(config: ApiClientConfig) {
  const headers = (token: string | undefined, json: boolean): Record<string, string> => {
    const language = config.getLanguage();
    const result: Record<string, string> = {
      'App-Client': config.appClient,
      'Accept-Language': language,
      lang: language,
    };
    const sent = token ?? config.getToken();
    if (sent) result.token = sent;
    if (json) result['Content-Type'] = 'application/json';
    return result;
  };

  const fail = (outcome: Exclude<Outcome, { kind: 'ok' }>, options: CallOptions): never => {
    const text = outcomeText(outcome, config.translate, config.hasTranslation);
    if (!options.silent) config.notifyError(text);
    if (outcome.kind === 'unauthorized') {
      config.onUnauthorized();
      throw new ApiError('unauthorized', text, { messageKey: outcome.message, status: 401 });
    }
    if (outcome.kind === 'business')
      throw new ApiError('business', text, { messageKey: outcome.messageKey });
    if (outcome.kind === 'validation')
      throw new ApiError('validation', text, {
        messageKey: 'validation_failed',
        fields: outcome.fields,
      });
    throw new ApiError('http', text, {
      status: outcome.status,
      messageKey: outcome.message || undefined,
    });
  };

  async function send(
    url: string,
    init: RequestInit,
    options: CallOptions,
    timeoutMs: number,
  ): Promise<unknown> {
    const timeout = createTimeoutSignal(timeoutMs, options.signal);
    if (options.loading) config.loading.show();
    try {
      let response: Response;
      try {
        response = await config.fetch(url, { ...init, signal: timeout.signal });
      } catch {
        if (timeout.timedOut()) return failTransport('timeout', options);
        if (timeout.signal.aborted) throw new ApiError('aborted', '');
        return failTransport('network', options);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const outcome = classifyResponse(response.status, body);
      return outcome.kind === 'ok' ? outcome.data : fail(outcome, options);
    } finally {
      timeout.dispose();
      if (options.loading) config.loading.hide();
    }
  }

  const failTransport = (kind: 'timeout' | 'network', options: CallOptions): never => {
    const text = config.translate(
      kind === 'timeout' ? 'errors:http.timeout' : 'errors:http.networkMalfunction',
    );
    if (!options.silent) config.notifyError(text);
    throw new ApiError(kind, text);
  };

  const parseOutput = <R extends RouteDefinition>(
    route: R,
    data: unknown,
    options: CallOptions,
  ): RouteOutput<R> => {
    const parsed = route.output.safeParse(data);
    if (parsed.success) return parsed.data as RouteOutput<R>;
    console.error(`Answer of ${route.path} does not match the contract`, parsed.error.issues);
    const text = config.translate('errors:data_anomaly');
    if (!options.silent) config.notifyError(text);
    throw new ApiError('contract', text, { messageKey: 'data_anomaly' });
  };

  return {
    /** Calls a contract route and resolves its `data`, checked against the route's output schema. */
    async call<R extends RouteDefinition>(
      route: R,
      input: RouteInput<R>,
      options: CallOptions = {},
    ): Promise<RouteOutput<R>> {
      const isGet = route.method === 'GET';
      const url = `${config.baseUrl}${route.path}${isGet ? toQueryString(input) : ''}`;
      const init: RequestInit = isGet
        ? { method: 'GET', headers: headers(options.token, false) }
        : {
            method: 'POST',
            headers: headers(options.token, true),
            body: JSON.stringify(input ?? {}),
          };
      const data = await send(url, init, options, options.timeoutMs ?? config.requestTimeoutMs);
      return parseOutput(route, data, options);
    },

    /**
     * A call judged by its HTTP status (token/check: 200 or 401) that still reads the whole answer, so
     * the connection is released: answers the status and, on a successful envelope, the route's data
     * checked against the contract (undefined otherwise). No toast, no 401 handling; network failures throw.
     */
    async probe<R extends RouteDefinition>(
      route: R,
      input: RouteInput<R>,
      options: CallOptions = {},
    ): Promise<{ status: number; data: RouteOutput<R> | undefined }> {
      const timeout = createTimeoutSignal(
        options.timeoutMs ?? config.requestTimeoutMs,
        options.signal,
      );
      try {
        const url = `${config.baseUrl}${route.path}${toQueryString(input)}`;
        const response = await config.fetch(url, {
          method: route.method,
          headers: headers(options.token, false),
          signal: timeout.signal,
        });
        const body: unknown = await response.json().catch(() => undefined);
        const outcome = classifyResponse(response.status, body);
        const parsed = outcome.kind === 'ok' ? route.output.safeParse(outcome.data) : undefined;
        return {
          status: response.status,
          data: parsed?.success ? (parsed.data as RouteOutput<R>) : undefined,
        };
      } finally {
        timeout.dispose();
      }
    },

    /** Multipart upload of one file (field `file`) to `/api/common/upload`; answers `{url, fullurl}`. */
    async upload(
      file: Blob,
      options: CallOptions = {},
      fileName = 'upload',
    ): Promise<UploadResult> {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : fileName);
      const init: RequestInit = {
        method: 'POST',
        headers: headers(options.token, false),
        body: form,
      };
      const data = await send(
        `${config.baseUrl}${UPLOAD_PATH}`,
        init,
        options,
        options.timeoutMs ?? config.uploadTimeoutMs,
      );
      const parsed = UploadResultSchema.safeParse(data);
      if (parsed.success) return parsed.data;
      throw new ApiError('contract', config.translate('errors:data_anomaly'), {
        messageKey: 'data_anomaly',
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
