import { formatMinor, type Page } from '@cloudmall/contract';
import type { RefundApplyInfo, RefundInfo, RefundLog, RefundRow } from '@cloudmall/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { SettingsService } from '../settings/index.ts';
import { protocolOrderConfig } from '../../platform/order-config.ts';
import type { AfterSalePort, RefundableItem, RefundableOrder } from './ports.ts';
import { type RefundFlow, type RefundFlowDeps, refundNotFound } from './refund-flow.ts';
import { REFUND_ACTOR, REFUND_STATE } from '@cloudmall/contract/orders';
import { ITEM_REFUND_STATUS } from './refund-states.ts';
import {
  COURIERS,
  toRefundDetail,
  toRefundGoods,
  toRefundLog,
  toRefundRow,
  toReturnAddress,
} from './refunds.mapper.ts';
import { refunds, refundsRepository, type RefundView } from './refunds.repository.ts';
import { dueAtOf } from './refund-due.ts';
import type { RefundViews } from './refund-views.ts';

const DAY_MS = 86_400_000;

interface RequestFields {
  money: bigint;
  type: number;
  reason: number;
  expressType: number;
  images: string[];
  refund_content: string;
}

const fieldsOf = (input: RequestFields) => ({
  amountMinor: input.money,
  type: input.type,
  reason: input.reason,
  expressType: input.expressType,
  images: input.images,
  content: input.refund_content,
});

const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export function createRefundsService(
  deps: RefundFlowDeps & {
    settings: SettingsService;
    flow: RefundFlow;
    afterSale: AfterSalePort;
    views: RefundViews;
  },
) {
  const { db, clock, settings, flow, afterSale, views } = deps;

  /** The most that can be asked for the item: what was paid for it, bounded by what the order still has unpromised. */
  async function ceilingOf(trx: Db, order: RefundableOrder, item: RefundableItem): Promise<bigint> {
    const promised = await refundsRepository.openAmountOnOrder(trx, order.id, item.id);
    const left = BigInt(order.priceMinor) - BigInt(order.refundedMinor) - promised;
    const actual = BigInt(item.actualMinor);
    return left < actual ? (left > 0n ? left : 0n) : actual;
  }

  /**
   * Why an item cannot be requested now (paid, not closed, not in a request, inside the after-sale
   * window), or nothing. Settings are read before any transaction (PGlite has one connection).
   */
  function eligibility(
    order: RefundableOrder,
    item: RefundableItem,
    afterSaleDays: number,
  ): AppError | null {
    if (order.state === 1 || !order.paidAt) return new AppError('order_not_paid');
    if (order.state === 7 || order.groupPending) return new AppError('order_state_invalid');
    if (item.refundStatus !== 0) return new AppError('refund_item_unavailable');
    const windowOver =
      order.receivedAt &&
      clock.now().getTime() > order.receivedAt.getTime() + afterSaleDays * DAY_MS;
    if (windowOver || order.settledAt) return new AppError('refund_period_over');
    return null;
  }

  const ownView = async (userId: number, id: number): Promise<RefundView> => {
    const view = await views.one(and(eq(refunds.id, id), eq(refunds.userId, userId))!);
    if (!view) throw refundNotFound();
    return view;
  };

  return {
    /** The member's requests, newest first. */
    async list(
      userId: number,
      query: { page: number; list_rows: number },
    ): Promise<Page<RefundRow>> {
      const where = eq(refunds.userId, userId);
      const [rows, total] = await Promise.all([
        views.page(where, offsetOf(query), query.list_rows),
        refundsRepository.total(db, where),
      ]);
      return toPage(rows.map(toRefundRow), total, query);
    },

    /** The item a request would be for, with its ceiling; fails with the reason it cannot be requested. */
    async applyInfo(userId: number, orderId: number, itemId: number): Promise<RefundApplyInfo> {
      const { afterSaleDays } = await settings.get('orders.aftersale');
      const { order, item } = await afterSale.itemForRefund(db, userId, orderId, itemId);
      const refusal = eligibility(order, item, afterSaleDays);
      if (refusal) throw refusal;
      return {
        order_id: order.id,
        order_state: order.state,
        goods: toRefundGoods(item),
        max_money: formatMinor(await ceilingOf(db, order, item)),
        shop: await views.shopOf(order.shopId),
      };
    },

    /** A paid item not already in a request, inside the window, for at most its ceiling ⇒ request "applied". */
    async apply(
      userId: number,
      input: RequestFields & { order_id: number; goods: number },
    ): Promise<number> {
      const { afterSaleDays } = await settings.get('orders.aftersale');
      const created = await inTransaction(db, async (trx) => {
        const { order, item } = await afterSale.itemForRefund(
          trx,
          userId,
          input.order_id,
          input.goods,
        );
        const refusal = eligibility(order, item, afterSaleDays);
        if (refusal) throw refusal;
        if (input.money > (await ceilingOf(trx, order, item)))
          throw new AppError('refund_amount_exceeded');
        const now = clock.now();
        const row = await refundsRepository
          .insert(trx, {
            ...fieldsOf(input),
            userId,
            shopId: order.shopId,
            orderId: order.id,
            orderItemId: item.id,
            state: REFUND_STATE.applied,
            createdAt: now,
            updatedAt: now,
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? new AppError('refund_item_unavailable') : error;
          });
        await refundsRepository.insertLog(trx, {
          refundId: row.id,
          actor: REFUND_ACTOR.buyer,
          userId,
          event: 'applied',
          content: '',
          createdAt: now,
        });
        await afterSale.setItemRefund(
          trx,
          item.id,
          row.id,
          ITEM_REFUND_STATUS[REFUND_STATE.applied],
        );
        return row;
      });
      flow.tell(created, 'refund.submitted');
      return created.id;
    },

    /** Changes an applied or refused request (amount re-checked against its ceiling) ⇒ "applied" again. */
    edit: (userId: number, input: RequestFields & { id: number }) =>
      flow.act(
        input.id,
        { userId },
        'edit',
        { userId },
        {
          prepare: async (trx, row) => {
            const { order, item } = await afterSale.itemForRefund(
              trx,
              userId,
              row.orderId,
              row.orderItemId,
            );
            if (input.money > (await ceilingOf(trx, order, item)))
              throw new AppError('refund_amount_exceeded');
            return fieldsOf(input);
          },
        },
      ),

    /** One of the member's requests, with the return address while the return is awaited, and its log. */
    async info(userId: number, id: number): Promise<RefundInfo> {
      const view = await ownView(userId, id);
      const { refund, shop } = view;
      const { order, item } = await afterSale.itemForRefund(
        db,
        userId,
        refund.orderId,
        refund.orderItemId,
      );
      const ceiling =
        refund.state === REFUND_STATE.applied || refund.state === REFUND_STATE.refused
          ? await ceilingOf(db, order, item)
          : BigInt(refund.amountMinor);
      const address =
        refund.state === REFUND_STATE.agreed
          ? toReturnAddress(await views.returnAddressOf(shop.userId), shop)
          : null;
      const logs = await refundsRepository.logs(db, id);
      const aftersale = await settings.get('orders.aftersale');
      return {
        ...toRefundDetail(view, dueAtOf(refund, aftersale)),
        max_money: formatMinor(ceiling),
        goods_number: await views.itemCountOfOrder(refund.orderId),
        shopConfig: address,
        kuaidi: COURIERS,
        log: logs.map((row) => toRefundLog(row, view)),
        config: protocolOrderConfig(await settings.get('orders.timing'), aftersale),
      };
    },

    /** The history of one of the member's requests, oldest first. */
    async logs(userId: number, id: number): Promise<RefundLog[]> {
      const view = await ownView(userId, id);
      return (await refundsRepository.logs(db, id)).map((row) => toRefundLog(row, view));
    },

    /** The buyer ships the agreed return ⇒ "return shipped"; answers the request id (the protocol client reloads it). */
    ship: async (
      userId: number,
      input: { id: number; express_name: string; express_no: string },
    ) => {
      await flow.act(
        input.id,
        { userId },
        'ship',
        { userId, content: `${input.express_name} ${input.express_no}` },
        {
          prepare: async () => ({ expressName: input.express_name, expressNo: input.express_no }),
        },
      );
      return input.id;
    },

    /** The buyer withdraws a request (applied, agreed, refused or shipped) ⇒ "closed". */
    close: (userId: number, id: number) => flow.act(id, { userId }, 'buyerClose', { userId }),

    /** After the shop refused, the buyer asks the platform ⇒ "arbitration". */
    arbitrate: (userId: number, id: number) => flow.act(id, { userId }, 'arbitrate', { userId }),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
