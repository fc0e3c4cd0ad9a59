import { teamRoutes } from '@cloudmall/contract/team';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

/** Rows per page of the team and commission lists. */
export const PAGE_SIZE = 15;

const key = memberKeyOf('team');

/** Every team key starts with `team`: a `wallet_changed` push (a commission moved) reloads them. */
export const teamKeys = {
  all: ['team'] as const,
  overview: () => key('overview'),
  members: (level: number) => key('members', level),
  distribution: () => key('distribution'),
  commissions: () => key('commissions'),
};

/** Queries are silent: the pages show their own loading, error and empty states. */
export const teamQueries = {
  overview: () => silentQuery(teamKeys.overview(), teamRoutes.overview, {}),
  members: (level: 1 | 2) =>
    pagedQuery(teamKeys.members(level), teamRoutes.members, { level }, PAGE_SIZE),
  distribution: () => silentQuery(teamKeys.distribution(), teamRoutes.distribution, {}),
  commissions: () => pagedQuery(teamKeys.commissions(), teamRoutes.commissions, {}, PAGE_SIZE),
};

/** Binds the inviter by code (a refusal such as `invite_cycle` is answered to the caller). */
export const bindInviter = (code: string) =>
  api.call(teamRoutes.bindInviter, { invite_code: code }, { loading: true, silent: true });
