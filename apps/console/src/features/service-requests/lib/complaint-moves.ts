import type { ServiceRequest } from '@cloudmall/contract/service';

type Move = 'processing' | 'resolved' | 'rejected';

/** Where a complaint can move from its state (the server's table): a waiting one also straight to a decision. */
export function nextMoves(state: string): Move[] {
  if (state === 'pending') return ['processing', 'resolved', 'rejected'];
  if (state === 'processing') return ['resolved', 'rejected'];
  return [];
}

/** "Reason · Shop Name (#3)": what a complaint is about, in one line. */
export function complaintHeadline(
  row: Pick<ServiceRequest, 'category' | 'target_type' | 'target_id' | 'target_name'>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  return t('service-requests:complaints.headline', {
    reason: t(`service-requests:category.${row.category}`),
    target: t(`service-requests:target.${row.target_type}`),
    name: row.target_name,
    id: row.target_id,
  });
}
