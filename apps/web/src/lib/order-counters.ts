import { identityRoutes } from '@cloudmall/contract';
import { useStatisticsStore } from '../stores/statistics-store';
import { api } from './api';

/** The My page's order counters (user/refresh) after an order changed; a failure keeps the old ones. */
export async function refreshOrderCounters(): Promise<void> {
  try {
    const { statistics } = await api.call(identityRoutes.refresh, {}, { silent: true });
    useStatisticsStore.getState().applyServer(statistics);
  } catch {
    // the counters refresh again with the next My page visit
  }
}
