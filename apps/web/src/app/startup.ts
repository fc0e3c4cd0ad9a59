import type { Advert } from '@cloudmall/contract';
import { checkToken } from '../features/auth/api/auth-api';
import { fetchAdverts, fetchUpdate } from '../features/content/api/content-api';
import { fetchAppInit } from '../lib/app-init';
import { useAppStore } from '../stores/app-store';
import { useCartStore } from '../stores/cart/cart-store';
import { clearSession } from '../stores/session';
import { useStatisticsStore } from '../stores/statistics-store';
import { useUiStore } from '../stores/ui-store';
import { useUserStore } from '../stores/user-store';

/** Spec §9: the cart loads 1 s after start-up. */
export const CART_LOAD_DELAY_MS = 1000;

export interface StartupDeps {
  checkToken: (token: string) => Promise<'valid' | 'invalid'>;
  loadAdverts: () => Promise<void>;
  loadServices: () => Promise<void>;
  checkUpdate: () => Promise<void>;
  loadCart: () => void;
  loadStatistics: () => void | Promise<void>;
  cartDelayMs?: number;
}

/**
 * Spec §4 session start: without a stored token only adverts and services load. Otherwise the token
 * is checked: 200 restores the stored user as logged in, 401 clears the session, a failed check is
 * ignored; then adverts and services load.
 */
export async function startSession(deps: StartupDeps): Promise<void> {
  const { token, isLogin } = useUserStore.getState();
  if (!token && isLogin) clearSession(); // a stored user without a token cannot be logged in
  if (token) {
    try {
      const verdict = await deps.checkToken(token);
      if (verdict === 'valid') useUserStore.getState().markLoggedIn();
      else clearSession();
    } catch {
      // network failure or unexpected status: keep the stored session as it is
    }
  }
  useUiStore.getState().markSessionChecked();
  await Promise.allSettled([deps.loadAdverts(), deps.loadServices()]);
}

/** Start-up: update check, session start (token, adverts, services), statistics get, cart get after 1 s. */
export function runStartup(deps: StartupDeps): Promise<void> {
  deps.checkUpdate().catch(() => undefined);
  void Promise.resolve(deps.loadStatistics()).catch(() => undefined);
  setTimeout(() => deps.loadCart(), deps.cartDelayMs ?? CART_LOAD_DELAY_MS);
  return startSession(deps);
}

/** The real dependencies; `onSystemPopup` shows the adverts' system popup when there is one. */
export function createStartupDeps(onSystemPopup: (advert: Advert) => void): StartupDeps {
  return {
    checkToken,
    loadAdverts: async () => {
      const adverts = await fetchAdverts();
      useAppStore.getState().applyAdverts(adverts);
      if (adverts.syspopup) onSystemPopup(adverts.syspopup);
    },
    loadServices: async () => {
      useAppStore.getState().applyInit(await fetchAppInit());
    },
    checkUpdate: async () => {
      useAppStore.getState().applyUpdate(await fetchUpdate());
    },
    loadCart: () => useCartStore.getState().loadLocal(),
    loadStatistics: () => useStatisticsStore.persist.rehydrate(),
  };
}
