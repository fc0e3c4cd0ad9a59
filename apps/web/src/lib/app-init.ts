import { appRoutes, type AppInit } from '@cloudmall/contract';
import { api } from './api';
import { APP_VERSION } from './env';

let initInFlight: Promise<AppInit> | undefined;
let prefetched: Promise<AppInit> | undefined;

/** App configuration, style and decorated modules (`common/init`); callers at the same time share one request. */
export function fetchAppInit(): Promise<AppInit> {
  const early = prefetched;
  prefetched = undefined;
  if (early) return early;
  initInFlight ??= api
    .call(appRoutes.init, { version: APP_VERSION.name }, { silent: true })
    .finally(() => {
      initInFlight = undefined;
    });
  return initInFlight;
}

/** Starts `common/init` before the app renders; the next fetchAppInit() takes its answer. */
export function prefetchAppInit(): void {
  prefetched = fetchAppInit();
  prefetched.catch(() => undefined);
}
