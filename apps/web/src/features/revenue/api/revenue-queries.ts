import { scriptRevenueRoutes } from '@cloudmall/contract/campaigns';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

/** Rows (device-days) per page. */
export const PAGE_SIZE = 15;

const key = memberKeyOf('revenue');

/** Every revenue key starts with `revenue`: a `wallet_changed` push invalidates it (live-refresh). */
export const revenueKeys = {
  all: ['revenue'] as const,
  totals: () => key('totals'),
  days: () => key('days'),
};

/** Queries are silent: the page shows its own loading, error and empty states. */
export const revenueQueries = {
  totals: () => silentQuery(revenueKeys.totals(), scriptRevenueRoutes.totals, {}),
  days: () => pagedQuery(revenueKeys.days(), scriptRevenueRoutes.days, {}, PAGE_SIZE),
};
