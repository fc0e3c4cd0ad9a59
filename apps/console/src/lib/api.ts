import { createApiClient, type ApiClient, type ApiClientConfig } from '@cloudmall/client';

let client: ApiClient | undefined;

/** Installs the console's client once at start-up (app/configure-client.ts wires token, language, 401). */
export function configureApi(config: ApiClientConfig): void {
  client = createApiClient(config);
}

function current(): ApiClient {
  if (!client) throw new Error('configureApi() must run before the first API call');
  return client;
}

/** The console's typed API client (the shared @cloudmall/client): `api.call(route, input)`. */
export const api: ApiClient = {
  call: (route, input, options) => current().call(route, input, options),
  probe: (route, input, options) => current().probe(route, input, options),
  upload: (file, options, fileName) => current().upload(file, options, fileName),
};
