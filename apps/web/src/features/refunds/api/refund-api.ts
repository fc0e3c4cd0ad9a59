import { identityRoutes, type RouteInput } from '@cloudmall/contract';
import { refundRoutes } from '@cloudmall/contract/orders';
import { api } from '../../../lib/api';
import { useStatisticsStore } from '../../../stores/statistics-store';

const quiet = { loading: true, silent: true } as const;

export const applyRefund = (input: RouteInput<typeof refundRoutes.addApply>) =>
  api.call(refundRoutes.addApply, input, quiet);
export const editRefund = (input: RouteInput<typeof refundRoutes.editRefund>) =>
  api.call(refundRoutes.editRefund, input, quiet);
export const shipReturn = (id: number, expressName: string, expressNo: string) =>
  api.call(refundRoutes.toExpress, { id, express_name: expressName, express_no: expressNo }, quiet);
export const closeRefund = (id: number) => api.call(refundRoutes.closeRefund, { id }, quiet);
export const askPlatform = (id: number) => api.call(refundRoutes.arbitrationRefund, { id }, quiet);

/** One evidence image to `/uploads/...` (the server re-encodes it; images only). */
export const uploadRefundImage = (file: File) => api.upload(file, { silent: true });

/** The My page's counters (the after-sale count) after a request changed; a failure keeps the old ones. */
export async function refreshCounters(): Promise<void> {
  try {
    useStatisticsStore
      .getState()
      .applyServer((await api.call(identityRoutes.refresh, {}, { silent: true })).statistics);
  } catch {
    // they refresh again with the next My page visit
  }
}
