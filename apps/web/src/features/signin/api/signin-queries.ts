import { isTimeZone, signinRoutes } from '@cloudmall/contract/signin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';

export type RankBy = 'streak' | 'points';
const member = () => useUserStore.getState().id;

/** The device's IANA zone, sent so the member's day turns at their midnight (omitted when unknown). */
export function deviceZone(): { tz?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? { tz: zone } : {};
}

/** Every sign-in key starts with `signin`: a sign-in invalidates them all. */
export const signinKeys = {
  all: ['signin'] as const,
  status: () => ['signin', member(), 'status'] as const,
  history: (month: string | undefined) => ['signin', member(), 'history', month ?? ''] as const,
  rank: (by: RankBy) => ['signin', member(), 'rank', by] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const signinQueries = {
  status: () =>
    queryOptions({
      queryKey: signinKeys.status(),
      queryFn: ({ signal }) =>
        api.call(signinRoutes.status, deviceZone(), { signal, silent: true }),
    }),
  history: (month: string | undefined) =>
    queryOptions({
      queryKey: signinKeys.history(month),
      queryFn: ({ signal }) =>
        api.call(
          signinRoutes.history,
          { ...deviceZone(), ...(month ? { month } : {}) },
          { signal, silent: true },
        ),
    }),
  rank: (by: RankBy) =>
    queryOptions({
      queryKey: signinKeys.rank(by),
      queryFn: ({ signal }) => api.call(signinRoutes.rank, { by }, { signal, silent: true }),
    }),
};

/** Signs in for today (the request layer toasts a refusal such as `signin_already_today`). */
export const signInToday = () => api.call(signinRoutes.sign, deviceZone(), { loading: true });
