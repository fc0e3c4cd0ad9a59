import { createApiClient, type ApiClient, type ApiClientConfig } from '@cloudmall/client';

let client: ApiClient | undefined;

/** Installs the app-wide client once at start-up (providers wire token, language, toasts, 401). */
export function configureApi(config: ApiClientConfig): void {
  client = createApiClient(config);
}

function current(): ApiClient {
  if (!client) throw new Error('configureApi() must run before the first API call');
  return client;
}

/** The app-wide typed API client; features call `api.call(route, input)` and never write URLs. */
export const api: ApiClient = {
  call: (route, input, options) => current().call(route, input, options),
  probe: (route, input, options) => current().probe(route, input, options),
  upload: (file, options, fileName) => current().upload(file, options, fileName),
};
