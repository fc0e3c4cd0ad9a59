import { scriptRevenueRoutes } from '@cloudmall/contract/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { useUserStore } from '../../../stores/user-store';

/** Rows (device-days) per page. */
export const PAGE_SIZE = 15;

const member = () => useUserStore.getState().id;

/** Every revenue key starts with `revenue`: a `wallet_changed` push invalidates it (live-refresh). */
export const revenueKeys = {
  all: ['revenue'] as const,
  totals: () => ['revenue', member(), 'totals'] as const,
  days: () => ['revenue', member(), 'days'] as const,
};

/** Queries are silent: the page shows its own loading, error and empty states. */
export const revenueQueries = {
  totals: () =>
    queryOptions({
      queryKey: revenueKeys.totals(),
      queryFn: ({ signal }) => api.call(scriptRevenueRoutes.totals, {}, { signal, silent: true }),
    }),
  days: () => pagedQuery(revenueKeys.days(), scriptRevenueRoutes.days, {}, PAGE_SIZE),
};
