import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { expectPushDuringFirstLoadWins } from '@cloudmall/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceKeys } from '../features/devices/api/device-queries';
import { orderKeys } from '../features/orders/api/order-queries';
import { refundKeys } from '../features/refunds/api/refund-queries';
import { shopApplyKeys } from '../features/shop-apply/api/shop-apply-queries';
import { walletKeys } from '../features/wallet/api/wallet-queries';
import type { ServerMessage } from '../lib/socket';
import { EMPTY_USER, useUserStore } from '../stores/user-store';
import { followChanges } from './live-refresh';

/** A socket stand-in: the test pushes messages to whoever subscribed. */
function fakeSocket() {
  const listeners = new Set<(message: ServerMessage) => void>();
  return {
    subscribe: (listener: (message: ServerMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (message: ServerMessage) => listeners.forEach((listener) => listener(message)),
  };
}

let queryClient: QueryClient;
let socket: ReturnType<typeof fakeSocket>;
let counters: ReturnType<typeof vi.fn<() => Promise<void>>>;
let loggedIn = true;

/** Every screen's data, loaded: order list and details, refund details and list, wallet and KYC. */
function keys() {
  return {
    orderList: orderKeys.list(2),
    orderInfo: orderKeys.info(7),
    refundInfo: refundKeys.info(3),
    refundList: refundKeys.list(),
    summary: walletKeys.summary(),
    deposits: walletKeys.deposits(),
    bills: walletKeys.bills('balance', 'all'),
    withdrawals: walletKeys.withdrawals(),
    kyc: walletKeys.kyc(),
    withdrawConfig: walletKeys.withdrawConfig(),
    devices: deviceKeys.devices(),
    codes: deviceKeys.codes('unused'),
    renewPlans: deviceKeys.renewPlans(),
    shopApply: shopApplyKeys.mine(),
  } satisfies Record<string, QueryKey>;
}
type Name = keyof ReturnType<typeof keys>;

const stale = (): Name[] =>
  (Object.entries(keys()) as [Name, QueryKey][])
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

/** What shows the balance: the wallet's summary, top-ups, bills, withdrawals and their forms. */
const BALANCE_VIEWS = ['summary', 'deposits', 'bills', 'withdrawals', 'kyc', 'withdrawConfig'];

beforeEach(() => {
  useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 5, token: 't' });
  queryClient = new QueryClient();
  for (const key of Object.values(keys())) queryClient.setQueryData(key, { loaded: true });
  socket = fakeSocket();
  counters = vi.fn(async () => undefined);
  loggedIn = true;
  followChanges(socket, queryClient, () => loggedIn, counters);
  socket.push({ type: 'init', client_id: 'first' });
});

describe('a push from the server reloads what it concerns, nothing else', () => {
  it('an order changed (shipped by the shop): order lists, details and the order badges reload', () => {
    socket.push({ type: 'order_changed', order_id: 7, state: 3 });
    expect(stale()).toEqual(['orderInfo', 'orderList', 'refundInfo', 'refundList']);
    expect(counters).toHaveBeenCalledTimes(1);
  });

  it('a refund request changed (agreed by the shop): its details and list, its order and the balance reload', () => {
    socket.push({ type: 'refund_changed', refund_id: 3, order_id: 7 });
    expect(stale()).toEqual(
      ['refundInfo', 'refundList', 'orderInfo', 'orderList', ...BALANCE_VIEWS].sort(),
    );
    expect(counters).toHaveBeenCalledTimes(1);
  });

  it('the wallet changed (a top-up credited): balance, top-ups, bills, withdrawals and the renewal balance reload, not orders', () => {
    socket.push({ type: 'wallet_changed' });
    expect(stale()).toEqual([...BALANCE_VIEWS, 'renewPlans'].sort());
  });

  it('the devices changed (a code redeemed, a phone renewed): phones, codes and the balance reload, not orders', () => {
    socket.push({ type: 'devices_changed' });
    expect(stale()).toEqual(['devices', 'codes', 'renewPlans', ...BALANCE_VIEWS].sort());
    expect(counters).not.toHaveBeenCalled();
  });

  it('the identity verification was decided: the KYC status and the withdrawal rules reload, not the money', () => {
    socket.push({ type: 'kyc_changed' });
    expect(stale()).toEqual(['kyc', 'withdrawConfig']);
    expect(counters).not.toHaveBeenCalled();
  });

  it('the shop application was decided: only the application reloads', () => {
    socket.push({ type: 'shop_apply_changed' });
    expect(stale()).toEqual(['shopApply']);
    expect(counters).not.toHaveBeenCalled();
  });

  it('ignores other pushes, malformed change pushes, and pushes after logout', () => {
    socket.push({ type: 'chat', id: 1 });
    socket.push({ type: 'order_changed', order_id: 'x' });
    loggedIn = false;
    socket.push({ type: 'wallet_changed' });
    expect(stale()).toEqual([]);
    expect(counters).not.toHaveBeenCalled();
  });

  it('a reconnect reloads everything a missed push could have changed (the first connection does not)', () => {
    expect(stale()).toEqual([]);
    socket.push({ type: 'init', client_id: 'second' });
    expect(stale()).toEqual(Object.keys(keys()).sort());
    expect(counters).toHaveBeenCalledTimes(1);
  });

  it("a push during a screen's first load still ends on what the server held after the change", async () => {
    await expectPushDuringFirstLoadWins(queryClient, orderKeys.info(9), {
      before: 'to pay',
      after: 'paid',
      push: () => socket.push({ type: 'order_changed', order_id: 9, state: 2 }),
    });
  });
});
