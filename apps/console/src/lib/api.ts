import { createDeferredApiClient } from '@cloudmall/client';

const deferred = createDeferredApiClient();

/** Installs the console's client once at start-up (app/configure-client.ts wires token, language, 401). */
export const configureApi = deferred.configure;

/** The console's typed API client (the shared @cloudmall/client): `api.call(route, input)`. */
export const api = deferred.api;
