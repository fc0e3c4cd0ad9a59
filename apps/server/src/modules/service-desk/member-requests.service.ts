import type { ComplaintTarget, ServiceKind } from '@cloudmall/contract/service';
import type {
  ComplaintInputSchema,
  ConsultationInputSchema,
  FeedbackInputSchema,
} from '@cloudmall/contract/service';
import type { z } from 'zod';
import { pageOf, type PageQuery } from '../../platform/http/paging.ts';
import { notFound, targetMissing, targetSelf } from './service-desk.errors.ts';
import { toServiceRequest } from './service-desk.mapper.ts';
import { serviceDeskRepository as repo } from './service-desk.repository.ts';
import { FIRST_STATE } from './service-desk-states.ts';
import type { ServiceDeskDeps } from './ports.ts';

export type MemberRequestsService = ReturnType<typeof createMemberRequestsService>;

/** What a member sends the service desk and reads back. */
export function createMemberRequestsService(
  deps: Pick<ServiceDeskDeps, 'db' | 'clock' | 'lookups'>,
) {
  const { db, lookups } = deps;
  const file = async (
    userId: number,
    kind: ServiceKind,
    fields: Partial<Parameters<typeof repo.insert>[1]>,
  ) => {
    const now = deps.clock.now();
    const row = await repo.insert(db, {
      content: '',
      ...fields,
      userId,
      kind,
      state: FIRST_STATE[kind],
      createdAt: now,
      updatedAt: now,
    });
    return { id: row.id };
  };

  return {
    /** Feedback is filed as sent (type, content, photos from the upload route, contact). */
    feedback: (userId: number, input: z.output<typeof FeedbackInputSchema>) =>
      file(userId, 'feedback', {
        category: input.type,
        content: input.content,
        images: input.images,
        contact: input.contact,
      }),

    /** A complaint names a member, goods item or shop that exists and is not the member's own. */
    async complaint(userId: number, input: z.output<typeof ComplaintInputSchema>) {
      const target = await findTarget(input.target_type, input.target_id);
      if (!target) throw targetMissing();
      if (target.ownerId === userId) throw targetSelf();
      return file(userId, 'complaint', {
        category: input.reason,
        targetType: input.target_type,
        targetId: input.target_id,
        targetName: target.name.slice(0, 200),
        targetOwnerId: target.ownerId,
        content: input.content,
        images: input.images,
        contact: input.contact,
      });
    },

    /** A consultation waits for an expert's answer. */
    consultation: (userId: number, input: z.output<typeof ConsultationInputSchema>) =>
      file(userId, 'consultation', {
        subject: input.subject,
        content: input.content,
        images: input.images,
        contact: input.contact,
      }),

    /** The member's own requests of one kind, newest first. */
    mine: (userId: number, query: PageQuery & { kind: ServiceKind }) =>
      pageOf(
        query,
        (offset, limit) => repo.page(db, { kind: query.kind, userId }, offset, limit),
        toServiceRequest,
      ),

    /** One of the member's own requests; another member's is not found. */
    async detail(userId: number, id: number) {
      const row = await repo.findOwn(db, userId, id);
      if (!row) throw notFound();
      return toServiceRequest(row);
    },
  };

  function findTarget(type: ComplaintTarget, id: number) {
    if (type === 'member') return lookups.member(id);
    if (type === 'goods') return lookups.goods(id);
    return lookups.shop(id);
  }
}
