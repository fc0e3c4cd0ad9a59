import { parseAmountToMinor } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import {
  merchantDeskRoutes,
  merchantOrderRoutes,
  merchantRefundRoutes,
} from '@cloudmall/contract/merchant';
import { orderRoutes, refundRoutes } from '@cloudmall/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, notices } from '../../db/schema/index.ts';
import { ensureAddress, userIdOf } from '../../../test/order-helpers.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { applied, DAY, paidItem } from '../../../test/refund-fixtures.ts';
import { listenForSockets, openSocket } from '../../../test/socket-client.ts';
import { call } from '../../../test/test-app.ts';
import { fund, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';

let buyer: string;
let buyerId: number;
let merchant: string;
let merchantId: number;
let rival: string;
let socket: Awaited<ReturnType<typeof openSocket>>;
useTestApp({ catalog: true }, async () => {
  buyer = await tokenOf(t, 'demo');
  buyerId = await userIdOf(t, buyer);
  merchant = await tokenOf(t, 'merchant');
  merchantId = await userIdOf(t, merchant);
  rival = await tokenOf(t, 'shop2');
  await ensureAddress(t, buyer);
  await fund(t, buyerId, 10_000_000n);
  socket = await openSocket(await listenForSockets(t));
  await call(t, chatRoutes.shake, { client_id: socket.clientId }, merchant);
});
afterAll(() => socket?.close());

const badges = async (token = merchant) =>
  (await call(t, merchantDeskRoutes.badges, {}, token)).body.data!;
const dashboard = async () =>
  (await call(t, merchantDeskRoutes.dashboard, {}, merchant)).body.data!;
const shopNotices = async (key: string) =>
  t.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, merchantId), eq(notices.messageKey, key)));
const balanceMinor = async (userId: number) =>
  (await t.wallet.balances.figures(userId)).balanceMinor;

describe('a paid order reaches the merchant as a notice, a push and the badges', () => {
  it('paying an order of the shop raises today’s orders and to-ship, stores a shop.orderPaid notice and pushes shop_changed', async () => {
    const before = await dashboard();
    const pushed = socket.next((m) => m.type === 'shop_changed' && m.what === 'order');
    const target = await paidItem(t, buyer, 1);
    expect(await pushed).toMatchObject({ type: 'shop_changed', what: 'order', id: target.orderId });
    const after = await dashboard();
    expect(after.today_orders).toBe(before.today_orders + 1);
    expect(after.to_ship).toBe(before.to_ship + 1);
    expect(parseAmountToMinor(after.pending)).toBe(
      parseAmountToMinor(before.pending) + target.paidMinor,
    );
    expect((await badges()).to_ship).toBe(after.to_ship);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stored = await shopNotices('shop.orderPaid');
    expect(stored.some((n) => n.modulesId === target.orderId)).toBe(true);
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api${chatRoutes.notices.path}?type=order`,
      headers: { token: merchant, lang: 'zh-Hant' },
    });
    expect(zh.body).toContain('新的已付款訂單');
  });
});

describe('the merchant’s orders: filters, packing list and shipping', () => {
  it('the list filters by state, order number and dates on the server; the merchant ships with a carrier and tracking number (audited)', async () => {
    const target = await paidItem(t, buyer, 1);
    const row = (await call(t, merchantOrderRoutes.orderDetail, { id: target.orderId }, merchant))
      .body.data!;
    expect(row.address.name).toBe('Test Buyer');
    expect(row.goods[0]!.number).toBe(1);
    const byNo = await call(
      t,
      merchantOrderRoutes.orderList,
      { state: 2, order_no: row.order_no.slice(-8) },
      merchant,
    );
    expect(byNo.body.data!.data.map((o) => o.id)).toEqual([target.orderId]);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const dated = await call(t, merchantOrderRoutes.orderList, { date_from: today }, merchant);
    expect(dated.body.data!.data.map((o) => o.id)).toContain(target.orderId);
    const later = await call(t, merchantOrderRoutes.orderList, { date_from: tomorrow }, merchant);
    expect(later.body.data!.total).toBe(0);

    const toShip = (await badges()).to_ship;
    const ship = { id: target.orderId, express_name: 'SF Express', express_no: 'SF123456' };
    expect((await call(t, merchantOrderRoutes.orderShip, ship, rival)).body.msg).toBe('not_found');
    expect((await call(t, merchantOrderRoutes.orderShip, ship, merchant)).body.data).toBe(true);
    expect((await call(t, merchantOrderRoutes.orderShip, ship, merchant)).body.msg).toBe(
      'order_state_invalid',
    );
    expect((await badges()).to_ship).toBe(toShip - 1);
    const info = (await call(t, orderRoutes.info, { id: target.orderId }, buyer)).body.data!;
    expect([info.state, info.express_no]).toEqual([3, 'SF123456']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.ship'), eq(auditLog.target, `order:${target.orderId}`)),
      );
    expect(audit?.actorUserId).toBe(merchantId);
  });

  it('another shop’s merchant does not find the order; a plain member (no merchant role) is forbidden', async () => {
    const target = await paidItem(t, buyer, 1);
    expect(
      (await call(t, merchantOrderRoutes.orderDetail, { id: target.orderId }, rival)).body.msg,
    ).toBe('not_found');
    const rivalList = (await call(t, merchantOrderRoutes.orderList, {}, rival)).body.data!;
    expect(rivalList.data.map((o) => o.id)).not.toContain(target.orderId);
    for (const route of [merchantDeskRoutes.dashboard, merchantDeskRoutes.badges])
      expect((await call(t, route, {}, buyer)).body.msg).toBe('forbidden');
    expect((await call(t, merchantOrderRoutes.orderList, {}, buyer)).body.msg).toBe('forbidden');
  });
});

describe('refund requests reach the merchant, who agrees, refuses with a reason or confirms the return', () => {
  it('a request raises the refund badge with a shop.refundApplied notice; agreeing refunds the buyer (audited) and lowers it', async () => {
    const target = await paidItem(t, buyer, 1);
    const open = (await badges()).open_refunds;
    const pushed = socket.next((m) => m.type === 'shop_changed' && m.what === 'refund');
    const refundId = await applied(t, buyer, target, { type: 0 });
    expect(await pushed).toMatchObject({ id: refundId });
    expect((await badges()).open_refunds).toBe(open + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await shopNotices('shop.refundApplied')).some((n) => n.modulesId === refundId)).toBe(
      true,
    );
    const listed = await call(t, merchantRefundRoutes.refundList, { state: 0 }, merchant);
    expect(listed.body.data!.data.map((r) => r.id)).toContain(refundId);
    expect(
      (await call(t, merchantRefundRoutes.refundAgree, { id: refundId }, rival)).body.msg,
    ).toBe('refund_not_found');
    const balance = await balanceMinor(buyerId);
    expect(
      (await call(t, merchantRefundRoutes.refundAgree, { id: refundId }, merchant)).body.data,
    ).toBe(true);
    expect(await balanceMinor(buyerId)).toBe(balance + target.paidMinor);
    expect((await badges()).open_refunds).toBe(open);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `refund:${refundId}`));
    expect(audits.map((a) => a.action)).toEqual(['refund.shop.agreed']);
    await reconciled(t);
  });

  it('refusing needs a reason and is audited with it; a return is refunded once the merchant confirms the parcel', async () => {
    const first = await paidItem(t, buyer, 1);
    const refused = await applied(t, buyer, first, { type: 0 });
    expect(
      (
        await call(
          t,
          merchantRefundRoutes.refundRefuse,
          { id: refused, refuse_content: '' },
          merchant,
        )
      ).body.msg,
    ).toBe('validation_failed');
    const reason = 'The seal is broken by the buyer';
    expect(
      (
        await call(
          t,
          merchantRefundRoutes.refundRefuse,
          { id: refused, refuse_content: reason },
          merchant,
        )
      ).body.data,
    ).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `refund:${refused}`));
    expect(audit!.reason).toBe(reason);

    const second = await paidItem(t, buyer, 1);
    await call(
      t,
      merchantOrderRoutes.orderShip,
      { id: second.orderId, express_name: 'SF', express_no: 'SF9' },
      merchant,
    );
    const returned = await applied(t, buyer, second, { type: 1 });
    await call(t, merchantRefundRoutes.refundAgree, { id: returned }, merchant);
    const shipped = await call(
      t,
      refundRoutes.toExpress,
      { id: returned, express_name: 'SF', express_no: 'SFBACK1' },
      buyer,
    );
    expect(shipped.body.code, shipped.body.msg).toBe(1);
    const balance = await balanceMinor(buyerId);
    expect(
      (await call(t, merchantRefundRoutes.refundReceive, { id: returned }, merchant)).body.data,
    ).toBe(true);
    expect(await balanceMinor(buyerId)).toBe(balance + second.paidMinor);
    await reconciled(t);
  });
});

describe('settled money on the dashboard comes from the ledger', () => {
  it('after settlement the dashboard’s settled amount grows by what the shop was credited and pending falls', async () => {
    const target = await paidItem(t, buyer, 1);
    await call(
      t,
      merchantOrderRoutes.orderShip,
      { id: target.orderId, express_name: 'SF', express_no: 'SF77' },
      merchant,
    );
    await call(t, orderRoutes.confirm, { id: target.orderId }, buyer);
    const before = await dashboard();
    const owner = await balanceMinor(merchantId);
    t.clock.advance(8 * DAY);
    await t.orders.jobs.runDue();
    const credited = (await balanceMinor(merchantId)) - owner;
    const after = await dashboard();
    expect(credited).toBeGreaterThan(0n);
    expect(Math.round(Number(after.settled) * 100)).toBe(
      Math.round(Number(before.settled) * 100) + Number(credited),
    );
    expect(Number(after.pending)).toBeLessThan(Number(before.pending));
    await reconciled(t);
  });
});
