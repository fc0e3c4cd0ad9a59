import type { ServiceKind } from '@cloudmall/contract/service';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { callerShopIdOf } from '../../platform/caller-shop.ts';
import type { NoticeKey } from '../../platform/messages/notice-messages.ts';
import { pageOf, pageShownTogether, type PageQuery } from '../../platform/http/paging.ts';
import { notFound, requestClosed, stateInvalid } from './service-desk.errors.ts';
import { toConsoleRequest, toServiceRequest } from './service-desk.mapper.ts';
import { serviceDeskRepository as repo, type DeskFilter } from './service-desk.repository.ts';
import { canMove, DESK_MOVES, type DeskMove } from './service-desk-states.ts';
import type { ServiceDeskDeps } from './ports.ts';

export type DeskService = ReturnType<typeof createDeskService>;

const NOTICE_OF: Record<DeskMove, NoticeKey> = {
  'feedback.reply': 'service.feedbackReplied',
  'feedback.close': 'service.feedbackClosed',
  'complaint.processing': 'service.complaintProcessing',
  'complaint.resolved': 'service.complaintResolved',
  'complaint.rejected': 'service.complaintRejected',
  'consultation.answer': 'service.consultationAnswered',
};

/** The console's side: lists by kind, and the desk's audited decisions, which tell the member. */
export function createDeskService(deps: ServiceDeskDeps) {
  const { db, lookups } = deps;
  const shopIdOf = callerShopIdOf(lookups, 'shop_not_found');

  /** The filter's member (`q`: id or username); one that matches nobody when not found. */
  const memberOf = async (q: string): Promise<number | undefined> =>
    q ? ((await lookups.findMemberId(q)) ?? -1) : undefined;

  const listed = async (query: PageQuery, filter: DeskFilter) =>
    pageShownTogether(
      query,
      (offset, limit) => repo.page(db, filter, offset, limit),
      async (rows) => {
        const names = await lookups.usernames(rows.map((row) => row.userId));
        return rows.map((row) => toConsoleRequest(row, names.get(row.userId) ?? ''));
      },
    );

  /** Makes `move` on request `id` with the desk's text, audited; the member is told after commit. */
  async function decide(actorId: number, move: DeskMove, id: number, text: string) {
    const rule = DESK_MOVES[move];
    const now = deps.clock.now();
    const row = await inTransaction(db, async (trx) => {
      const current = await repo.lockOfKind(trx, rule.kind, id);
      if (!current) throw notFound();
      if (!canMove(move, current.state))
        throw current.state === 'closed' ? requestClosed() : stateInvalid();
      const decided = await repo.decide(trx, id, rule.from, {
        state: rule.to,
        updatedAt: now,
        reply: text,
        repliedBy: actorId,
        repliedAt: now,
      });
      if (!decided) throw stateInvalid();
      await recordAudit(trx, {
        actorUserId: actorId,
        action: `service.${move}`,
        targetType: rule.kind,
        targetId: id,
        reason: text.slice(0, 200),
        before: { state: current.state, reply: current.reply },
        after: { state: decided.state, reply: decided.reply },
      });
      return decided;
    });
    deps.changed(row.userId, { type: 'service_changed', kind: rule.kind, id });
    deps
      .notify(row.userId, {
        type: 'notice',
        message: { key: NOTICE_OF[move], params: { id, reply: text } },
        modules: `service_${rule.kind}`,
        modulesId: id,
      })
      .catch((error: unknown) => deps.log.warn({ err: error, id }, 'service notice failed'));
    return true as const;
  }

  return {
    /** Feedback by state and type, newest first. */
    feedback: async (query: PageQuery & { q: string; state?: string; type?: string }) =>
      listed(query, {
        kind: 'feedback',
        state: query.state,
        category: query.type,
        userId: await memberOf(query.q),
      }),

    /** Complaints by state and target type, newest first. */
    complaints: async (query: PageQuery & { q: string; state?: string; target_type?: string }) =>
      listed(query, {
        kind: 'complaint',
        state: query.state,
        targetType: query.target_type,
        userId: await memberOf(query.q),
      }),

    /** Consultations by state, newest first. */
    consultations: async (query: PageQuery & { q: string; state?: string }) =>
      listed(query, { kind: 'consultation', state: query.state, userId: await memberOf(query.q) }),

    /** Complaints against the merchant's own shop, read-only and without who complained. */
    async shopComplaints(userId: number, query: PageQuery) {
      const shopId = await shopIdOf(userId);
      const filter = { kind: 'complaint', targetType: 'shop', targetId: shopId };
      return pageOf(
        query,
        (offset, limit) => repo.page(db, filter, offset, limit),
        toServiceRequest,
      );
    },

    /** A reply to open feedback (a later reply replaces the earlier). */
    replyFeedback: (actorId: number, input: { id: number; reply: string }) =>
      decide(actorId, 'feedback.reply', input.id, input.reply),

    /** Open feedback is closed with a reason the member reads. */
    closeFeedback: (actorId: number, input: { id: number; reason: string }) =>
      decide(actorId, 'feedback.close', input.id, input.reason),

    /** A complaint is taken up, then resolved or rejected, always with a reply. */
    decideComplaint: (actorId: number, input: { id: number; to: string; reply: string }) =>
      decide(actorId, `complaint.${input.to}` as DeskMove, input.id, input.reply),

    /** A consultation is answered (a later answer replaces the earlier). */
    answerConsultation: (actorId: number, input: { id: number; reply: string }) =>
      decide(actorId, 'consultation.answer', input.id, input.reply),
  };
}

export type { ServiceKind };
