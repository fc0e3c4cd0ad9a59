import type { Page } from '@cloudmall/contract';
import type { RefundTransitionName, ShopRefundRow } from '@cloudmall/contract/orders';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { callerShopIdOf } from '../../platform/caller-shop.ts';
import { recordAudit, type AuditAction } from '../../platform/audit.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { RefundsDeps } from './ports.ts';
import { dueAtOf } from './refund-due.ts';
import type { RefundFlow } from './refund-flow.ts';
import type { RefundViews } from './refund-views.ts';
import { toShopRefundRow } from './refunds.mapper.ts';
import { refunds, refundsRepository } from './refunds.repository.ts';

type ListQuery = { page: number; list_rows: number; state: number };

/** The merchant's refund desk and the platform's arbitration. */
export function createRefundDeskService(
  deps: Pick<RefundsDeps, 'db' | 'settings' | 'shopOfUser'> & {
    flow: RefundFlow;
    views: RefundViews;
  },
) {
  const { settings, flow, views } = deps;

  const shopIdOf = callerShopIdOf(deps, 'not_shop_owner');

  async function page(filter: SQL | undefined, query: ListQuery): Promise<Page<ShopRefundRow>> {
    const where = and(filter, query.state >= 0 ? eq(refunds.state, query.state) : undefined);
    const [rows, total, rules] = await Promise.all([
      views.page(where, offsetOf(query), query.list_rows),
      refundsRepository.total(deps.db, where),
      settings.get('orders.aftersale'),
    ]);
    return toPage(
      rows.map((view) => toShopRefundRow(view, dueAtOf(view.refund, rules))),
      total,
      query,
    );
  }

  const audited =
    (adminId: number, action: AuditAction, detail: Record<string, unknown>) =>
    async (trx: Db, row: { id: number; amountMinor: bigint; state: number }) =>
      recordAudit(trx, {
        actorUserId: adminId,
        action,
        target: `refund:${row.id}`,
        detail: { ...detail, state: row.state, amount: row.amountMinor.toString() },
      });

  /** The shop's decision on a request, audited with the state before and after and the reason. */
  const shopAudited =
    (userId: number, action: AuditAction, fromState: number, reason?: string) =>
    async (trx: Db, row: { id: number; shopId: number; amountMinor: bigint; state: number }) =>
      recordAudit(trx, {
        actorUserId: userId,
        action,
        targetType: 'refund',
        targetId: row.id,
        reason,
        before: { state: fromState },
        after: { state: row.state, amount: row.amountMinor.toString() },
        detail: { shop_id: row.shopId },
      });

  /** A shop's step on a request of its own that takes no input, audited as `action`. */
  const shopStep =
    (step: RefundTransitionName, action: AuditAction, fromState: number) =>
    async (userId: number, id: number) =>
      flow.act(
        id,
        { shopId: await shopIdOf(userId) },
        step,
        { userId },
        { after: shopAudited(userId, action, fromState) },
      );

  return {
    /** Requests on the caller's shop, newest first, by state. */
    shopList: async (userId: number, query: ListQuery) =>
      page(eq(refunds.shopId, await shopIdOf(userId)), query),

    /** The shop agrees an applied request: refund only ⇒ refunded (money moves), return ⇒ awaiting the parcel (audited). */
    shopAgree: shopStep('shopAgree', 'refund.shop.agreed', 0),

    /** The shop refuses an applied request with a reason ⇒ refused (audited). */
    shopRefuse: async (userId: number, id: number, reason: string) =>
      flow.act(
        id,
        { shopId: await shopIdOf(userId) },
        'shopRefuse',
        { userId, content: reason },
        {
          prepare: async () => ({ refuseContent: reason }),
          after: shopAudited(userId, 'refund.shop.refused', 0, reason),
        },
      ),

    /** The shop received the returned parcel ⇒ refunded (money moves; audited). */
    shopReceive: shopStep('shopReceive', 'refund.shop.received', 6),

    /** How many requests on a shop wait for the shop (applied, or the return shipped back). */
    shopWaiting: (shopId: number) =>
      refundsRepository.total(
        deps.db,
        and(eq(refunds.shopId, shopId), inArray(refunds.state, [0, 6])),
      ),

    /** Every request by state (console). */
    consoleList: (query: ListQuery) => page(undefined, query),

    /** The platform decides for the buyer: refund only ⇒ refunded, return ⇒ awaiting the parcel (audited). */
    platformAgree: (adminId: number, id: number) =>
      flow.act(
        id,
        'platform',
        'platformAgree',
        { userId: adminId },
        { after: audited(adminId, 'refund.arbitration.agreed', {}) },
      ),

    /** The platform decides for the shop ⇒ closed (audited). */
    platformRefuse: (adminId: number, id: number, reason: string) =>
      flow.act(
        id,
        'platform',
        'platformRefuse',
        { userId: adminId, content: reason },
        { after: audited(adminId, 'refund.arbitration.refused', { reason }) },
      ),
  };
}

export type RefundDeskService = ReturnType<typeof createRefundDeskService>;
