import { isTimeZone, signinRoutes } from '@cloudmall/contract/signin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { silentQuery } from '../../../lib/queries/silent-query';

export type RankBy = 'streak' | 'points';
const key = memberKeyOf('signin');

/** The device's IANA zone, sent so the member's day turns at their midnight (omitted when unknown). */
export function deviceZone(): { tz?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? { tz: zone } : {};
}

/** Every sign-in key starts with `signin`: a sign-in invalidates them all. */
export const signinKeys = {
  all: ['signin'] as const,
  status: () => key('status'),
  history: (month: string | undefined) => key('history', month ?? ''),
  rank: (by: RankBy) => key('rank', by),
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
  rank: (by: RankBy) => silentQuery(signinKeys.rank(by), signinRoutes.rank, { by }),
};

/** Signs in for today (the request layer toasts a refusal such as `signin_already_today`). */
export const signInToday = () => api.call(signinRoutes.sign, deviceZone(), { loading: true });
