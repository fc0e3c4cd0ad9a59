import type { RouteInput } from '@cloudmall/contract';
import { consoleAuditRoutes } from '@cloudmall/contract/access';
import { dayToUnix } from '../../../lib/time';
import type { UrlQuery } from '../../../lib/url-query';

export { consoleAuditRoutes };

type AuditInput = RouteInput<typeof consoleAuditRoutes.list>;

/** The URL's filters as the audit route's input: the actor id as a number, days as unix seconds. */
export function auditInput(
  query: UrlQuery,
  paging: { page: number; list_rows: number },
): AuditInput {
  const actor = Number(query.actor_id);
  return {
    ...paging,
    actor_id: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    action: query.action || undefined,
    target_type: query.target_type || undefined,
    target_id: query.target_id || undefined,
    from: dayToUnix(query.from),
    to: dayToUnix(query.to, true),
  };
}
