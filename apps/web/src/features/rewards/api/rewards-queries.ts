import { rewardRoutes, type RewardPool } from '@cloudmall/contract/rewards';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

/** Rows per page. */
export const PAGE_SIZE = 15;

const key = memberKeyOf('rewards');

/** Every rewards key starts with `rewards`: a `wallet_changed` push reloads it (live-refresh). */
export const rewardsKeys = {
  all: ['rewards'] as const,
  totals: (pool: RewardPool) => key('totals', pool),
  list: (pool: RewardPool) => key('list', pool),
  holdTotals: () => key('hold-totals'),
  holds: (state: HoldFilter) => key('holds', state),
};

/** Which held income items the settlement page lists. */
export type HoldFilter = 'all' | 'held' | 'released';

/** Queries are silent: the pages show their own loading, error and empty states. */
export const rewardsQueries = {
  totals: (pool: RewardPool) =>
    silentQuery(rewardsKeys.totals(pool), rewardRoutes.totals, { pool }),
  list: (pool: RewardPool) =>
    pagedQuery(rewardsKeys.list(pool), rewardRoutes.list, { pool }, PAGE_SIZE),
  holdTotals: () => silentQuery(rewardsKeys.holdTotals(), rewardRoutes.holdTotals, {}),
  holds: (state: HoldFilter) =>
    pagedQuery(rewardsKeys.holds(state), rewardRoutes.holds, { state }, PAGE_SIZE),
};
