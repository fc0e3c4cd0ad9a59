// Test-only helpers for the refund integration tests (not imported by the module).
import { formatMinor } from '@cloudmall/contract';
import { refundRoutes } from '@cloudmall/contract/orders';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  ledgerTransactions,
  notices,
  orderItems,
  orders,
  refundLogs,
  refunds,
} from '../src/db/schema/index.ts';
import { placePaidOrder, skuOfShop } from './order-helpers.ts';
import { call, type TestApp } from './test-app.ts';

/** Places and pays a one-item order in shop `shopIndex` (1 = merchant's); answers the order and its item. */
export async function paidItem(t: TestApp, token: string, shopIndex = 1, skip = 0) {
  const sku = await skuOfShop(t, shopIndex, 5, skip);
  const [order] = await placePaidOrder(t, token, [
    { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
  ]);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  return {
    orderId: order!.id,
    itemId: item!.id,
    paid: formatMinor(item!.actualMinor),
    paidMinor: BigInt(item!.actualMinor),
    shopId: order!.shop_id,
  };
}

export interface ApplyFields {
  money?: string;
  type?: number;
  reason?: number;
  expressType?: number;
  images?: string[];
  refund_content?: string;
}

/** Requests a refund of an item; answers the raw response. */
export const apply = (
  t: TestApp,
  token: string,
  target: { orderId: number; itemId: number; paid: string },
  fields: ApplyFields = {},
) =>
  call(
    t,
    refundRoutes.addApply,
    {
      order_id: target.orderId,
      goods: target.itemId,
      money: target.paid,
      type: 0,
      reason: 4,
      expressType: 1,
      images: [],
      refund_content: 'Broken screen',
      ...fields,
    },
    token,
  );

/** Requests a refund and answers its id (fails the test otherwise). */
export async function applied(
  t: TestApp,
  token: string,
  target: { orderId: number; itemId: number; paid: string },
  fields: ApplyFields = {},
): Promise<number> {
  const { body } = await apply(t, token, target, fields);
  if (body.code !== 1) throw new Error(`addApply failed: ${body.msg}`);
  return body.data as number;
}

/** The buyer ships the return parcel of a refund; answers the raw response. */
export const shipReturn = (
  t: TestApp,
  token: string,
  id: number,
  parcel = { express_name: 'EMS', express_no: 'EMS12345' },
) => call(t, refundRoutes.toExpress, { id, ...parcel }, token);

export async function refundRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(refunds).where(eq(refunds.id, id));
  return row!;
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function itemRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, id));
  return row!;
}

/** The refund's log events, oldest first. */
export async function events(t: TestApp, id: number): Promise<string[]> {
  const rows = await t.db
    .select({ event: refundLogs.event, actor: refundLogs.actor })
    .from(refundLogs)
    .where(eq(refundLogs.refundId, id))
    .orderBy(asc(refundLogs.id));
  return rows.map((r) => `${r.actor}:${r.event}`);
}

/** How many ledger transactions credited this refund (must be 0 or 1). */
export async function creditsOf(t: TestApp, refundId: number): Promise<number> {
  return (
    await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `refund:${refundId}`))
  ).length;
}

/** Notices about a refund stored for a member (`order` type, `refund` module). */
export async function refundNotices(t: TestApp, userId: number, refundId: number) {
  return t.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.userId, userId),
        eq(notices.modules, 'refund'),
        eq(notices.modulesId, refundId),
      ),
    );
}

/** Lets the after-commit notices land. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

export const DAY = 86_400_000;
