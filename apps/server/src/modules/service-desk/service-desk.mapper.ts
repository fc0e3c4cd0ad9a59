import type { ConsoleServiceRequest, ServiceRequest } from '@cloudmall/contract/service';
import type { ServiceRequestRow } from './service-desk.repository.ts';

const unix = (at: Date | null): number => (at ? Math.floor(at.getTime() / 1000) : 0);

/** A request as its member reads it (the desk's staff stay unnamed). */
export function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    kind: row.kind as ServiceRequest['kind'],
    category: row.category,
    target_type: row.targetType,
    target_id: row.targetId,
    target_name: row.targetName,
    subject: row.subject,
    content: row.content,
    images: row.images,
    contact: row.contact,
    state: row.state as ServiceRequest['state'],
    reply: row.reply,
    replied_at: unix(row.repliedAt),
    createtime: unix(row.createdAt),
  };
}

/** A request as the console lists it, with the member who sent it. */
export const toConsoleRequest = (
  row: ServiceRequestRow,
  username: string,
): ConsoleServiceRequest => ({ ...toServiceRequest(row), user_id: row.userId, username });
