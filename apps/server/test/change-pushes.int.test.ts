import { chatRoutes } from '@cloudmall/contract/chat';
import { orderRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePaidOrder, shipOrder, skuOfShop, userIdOf } from './order-helpers.ts';
import { applied, paidItem } from './refund-fixtures.ts';
import { listenForSockets, openSocket } from './socket-client.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';
import {
  addBankCard,
  fund,
  key,
  newMember,
  requestWithdrawal,
  tokenOf,
  txHash,
} from './wallet-helpers.ts';

type Socket = Awaited<ReturnType<typeof openSocket>>;
type Push = Record<string, unknown>;

const DAY_MS = 86_400_000;
/** A member's own change push; the shop owner's `shop_changed` (the merchant console's lists) is not one. */
const isChange = (m: Push) =>
  typeof m.type === 'string' && m.type.endsWith('_changed') && m.type !== 'shop_changed';

let t: TestApp;
let url: string;
let admin: string;
/** The demo buyer, another member, and the shop owner who acts; each with a bound socket. */
const who = {} as Record<
  'buyer' | 'other' | 'merchant',
  { token: string; id: number; socket: Socket }
>;

async function bound(token: string): Promise<Socket> {
  const socket = await openSocket(url);
  await call(t, chatRoutes.shake, { client_id: socket.clientId }, token);
  return socket;
}

async function member(account: string) {
  const token = await tokenOf(t, account);
  return { token, id: await userIdOf(t, token), socket: await bound(token) };
}

/**
 * Runs `act`, waits for `to` to receive a push matching `match`, and answers it once no socket in
 * `others` received any change push meanwhile (the fan-out is given time to deliver a stray one).
 */
async function pushedOnlyTo(
  to: Socket,
  match: (m: Push) => boolean,
  others: Socket[],
  act: () => Promise<unknown>,
): Promise<Push> {
  const seen = others.map((socket) => socket.received.length);
  const since = to.received.length;
  const waiting = new Promise<Push>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const hit = to.received.slice(since).find(match);
      if (hit) return resolve(hit);
      if (Date.now() - started > 5000) return reject(new Error('no matching push in time'));
      setTimeout(poll, 10);
    };
    poll();
  });
  await act();
  const push = await waiting;
  await new Promise((resolve) => setTimeout(resolve, 150));
  others.forEach((socket, i) =>
    expect(socket.received.slice(seen[i]).filter(isChange)).toEqual([]),
  );
  return push;
}

beforeAll(async () => {
  t = await createTestApp({ catalog: true });
  url = await listenForSockets(t);
  admin = await tokenOf(t, 'admin');
  who.buyer = await member('demo');
  who.other = await member('demo2');
  who.merchant = await member('merchant');
});
afterAll(async () => {
  for (const m of Object.values(who)) m.socket.close();
  await t.close();
});

const ofType = (type: string) => (m: Push) => m.type === type;

describe('a member whose order or request changed is told at once, and no one else', () => {
  it('the buyer hears `order_changed` (shipped) when the shop ships, not the shop or another member', async () => {
    const sku = await skuOfShop(t, 1, 3);
    const [order] = await placePaidOrder(t, who.buyer.token, [
      { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
    ]);
    const ship = () =>
      call(
        t,
        orderRoutes.ship,
        { id: order!.id, express_name: 'SF Express', express_no: 'SF7654321' },
        who.merchant.token,
      );
    const push = await pushedOnlyTo(
      who.buyer.socket,
      (m) => m.type === 'order_changed' && m.order_id === order!.id && m.state === 3,
      [who.other.socket, who.merchant.socket],
      ship,
    );
    expect(push).toEqual({ type: 'order_changed', order_id: order!.id, state: 3 });
  });

  it('the buyer hears `order_changed` (received) when the order confirms itself after the waiting days', async () => {
    const sku = await skuOfShop(t, 1, 3);
    const [order] = await placePaidOrder(t, who.buyer.token, [
      { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
    ]);
    await shipOrder(t, who.merchant.token, order!.id, {
      express_name: 'SF Express',
      express_no: 'SF1111111',
    });
    const { autoConfirmDays } = await t.settings.get('orders.timing');
    t.clock.advance(autoConfirmDays * DAY_MS + 60_000);
    const push = await pushedOnlyTo(
      who.buyer.socket,
      (m) => m.type === 'order_changed' && m.order_id === order!.id && m.state === 4,
      [who.other.socket, who.merchant.socket],
      () => t.orders.jobs.runDue(),
    );
    expect(push).toMatchObject({ state: 4 });
  });

  it('the shop owner hears `wallet_changed` when a received order settles to them, not another member', async () => {
    const { afterSaleDays } = await t.settings.get('orders.aftersale');
    t.clock.advance(afterSaleDays * DAY_MS + 60_000);
    await pushedOnlyTo(who.merchant.socket, ofType('wallet_changed'), [who.other.socket], () =>
      t.orders.jobs.runDue(),
    );
  });

  it('the buyer hears `refund_changed` when the shop agrees to their request, not the shop or another member', async () => {
    const target = await paidItem(t, who.buyer.token);
    const id = await applied(t, who.buyer.token, target, { type: 0 });
    const push = await pushedOnlyTo(
      who.buyer.socket,
      (m) => m.type === 'refund_changed' && m.refund_id === id,
      [who.other.socket, who.merchant.socket],
      () => call(t, shopRefundRoutes.agree, { id }, who.merchant.token),
    );
    expect(push).toEqual({ type: 'refund_changed', refund_id: id, order_id: target.orderId });
  });
});

describe('a member whose money or verification changed is told at once, and no one else', () => {
  it('the depositor hears `wallet_changed` when a top-up is credited', async () => {
    const address = (
      await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, who.buyer.token)
    ).body.data!.address;
    const input = { network: 'TRC20', tx_hash: txHash(), log_index: 0, address, amount: '2.00' };
    await pushedOnlyTo(
      who.buyer.socket,
      ofType('wallet_changed'),
      [who.other.socket, who.merchant.socket],
      () => call(t, walletConsoleRoutes.confirmDeposit, { ...input, note: 'test' }, admin),
    );
  });

  it('the receiver of a transfer hears `wallet_changed`, and so does the sender, no third member', async () => {
    await fund(t, who.buyer.id, 1_000n);
    const send = () =>
      call(
        t,
        walletRoutes.transfer,
        { to: 'demo2', amount: '1.00', idempotency_key: key() },
        who.buyer.token,
      );
    await pushedOnlyTo(who.other.socket, ofType('wallet_changed'), [who.merchant.socket], send);
    expect(who.buyer.socket.received.filter(ofType('wallet_changed')).length).toBeGreaterThan(0);
  });

  it('a member hears `kyc_changed` when their verification is approved, and `wallet_changed` when their withdrawal is paid', async () => {
    const m = await newMember(t, `kyc${Date.now() % 100000}`);
    const socket = await bound(m.token);
    await call(
      t,
      walletRoutes.submitKyc,
      {
        name: 'Ada Member',
        id_type: 'passport',
        id_number: 'P1234567',
        front_image: '/uploads/2026/11/front.webp',
        back_image: '/uploads/2026/11/back.webp',
      },
      m.token,
    );
    const others = [who.buyer.socket, who.other.socket, who.merchant.socket];
    await pushedOnlyTo(socket, ofType('kyc_changed'), others, () =>
      call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, decision: 'approve' }, admin),
    );

    await fund(t, m.id, 100_000n);
    const withdrawalId = await requestWithdrawal(t, m.token, await addBankCard(t, m.token));
    await pushedOnlyTo(socket, ofType('wallet_changed'), others, () =>
      call(t, walletConsoleRoutes.approveWithdrawal, { id: withdrawalId }, admin),
    );
    socket.close();
  });
});
