import { createDeferredApiClient } from '@cloudmall/client';

const deferred = createDeferredApiClient();

/** Installs the app-wide client once at start-up (providers wire token, language, toasts, 401). */
export const configureApi = deferred.configure;

/** The app-wide typed API client; features call `api.call(route, input)` and never write URLs. */
export const api = deferred.api;
