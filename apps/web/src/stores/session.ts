import type { LoginResult } from '@cloudmall/contract';
import { useStatisticsStore } from './statistics-store';
import { useUserStore } from './user-store';

/** Login transition (spec §4): user info and token stored, logged in, flags on, statistics saved. */
export function applyLoginResult(result: LoginResult): void {
  useUserStore.getState().applyLogin(result.userinfo);
  useStatisticsStore.getState().applyServer(result.statistics);
}

/**
 * Ends the session locally (logout, 401 anywhere, startup 401): every user field cleared, isLogin
 * false, statistics zeroed, and the stored user and statistics removed.
 */
export function clearSession(): void {
  useUserStore.getState().clear();
  useStatisticsStore.getState().reset();
  useUserStore.persist.clearStorage();
  useStatisticsStore.persist.clearStorage();
}
