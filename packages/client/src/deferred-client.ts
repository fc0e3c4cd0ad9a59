import { createApiClient, type ApiClient, type ApiClientConfig } from './api-client.ts';

/** An app-wide client that modules import at load time and the app configures once at start-up. */
export interface DeferredApiClient {
  /** Every call goes to the client `configure` installed; before that it throws. */
  api: ApiClient;
  configure(config: ApiClientConfig): void;
}

export function createDeferredApiClient(): DeferredApiClient {
  let client: ApiClient | undefined;
  const current = (): ApiClient => {
    if (!client) throw new Error('configureApi() must run before the first API call');
    return client;
  };
  return {
    configure: (config) => {
      client = createApiClient(config);
    },
    api: {
      call: (route, input, options) => current().call(route, input, options),
      probe: (route, input, options) => current().probe(route, input, options),
      upload: (file, options, fileName, fields) =>
        current().upload(file, options, fileName, fields),
    },
  };
}
