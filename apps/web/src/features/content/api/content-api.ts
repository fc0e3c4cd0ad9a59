import { appRoutes, type Adverts, type AppUpdate, type TabItem } from '@cloudmall/contract';
import { api } from '../../../lib/api';
import { APP_VERSION } from '../../../lib/env';

export type TabbarVariant = 'default' | 'find';

/** Tab items of `page/load_tabbar`; `t` defeats caches, `client` names the h5 build. */
export function fetchTabbar(variant: TabbarVariant, signal?: AbortSignal): Promise<TabItem[]> {
  return api.call(
    appRoutes.loadTabbar,
    { t: String(Date.now()), client: 'h5', ...(variant === 'find' ? { variant } : {}) },
    { signal, silent: true },
  );
}

/** Advert groups and the system popup (`common/adverts`). */
export function fetchAdverts(): Promise<Adverts> {
  return api.call(appRoutes.adverts, { version: APP_VERSION.name }, { silent: true });
}

/** The newest app version compared with this build's version code. */
export function fetchUpdate(): Promise<AppUpdate> {
  return api.call(appRoutes.update, { versionCode: APP_VERSION.code }, { silent: true });
}

/** A decorated page (`/pages/page/index?id=`) with its modules, resolved like home. */
export function fetchDecoratedPage(id: string) {
  return api.call(appRoutes.page, { id });
}
