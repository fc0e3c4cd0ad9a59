import { ChangePushSchema, type ChangePush } from '@cloudmall/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { refreshOrderCounters } from '../lib/order-counters';
import { reloadPushed } from '../lib/query-client';
import type { ServerMessage } from '../lib/socket';
import { useUserStore } from '../stores/user-store';

/**
 * The roots of the features' query keys (`orderKeys.all`, `refundKeys.all`, `walletKeys.all`, and
 * `walletKeys.kyc()` / `withdrawConfig()`), named here so the start-up bundle loads no feature.
 */
const orderKeys = { all: ['orders'] } as const;
const refundKeys = { all: ['refunds'] } as const;
/** Cloud phones, scripts and activation codes (the devices feature's query keys start with this). */
const deviceKeys = {
  all: ['devices'],
  /** The renewal plans carry the balance they are paid from. */
  renewPlans: () => ['devices', useUserStore.getState().id, 'renew-plans'],
} as const;
/** Script revenue (the revenue feature's keys): moves with the wallet's held income. */
const revenueKeys = { all: ['revenue'] } as const;
/** Team and commissions (the team feature's keys): a commission credited or reversed moves them. */
const teamKeys = { all: ['team'] } as const;
/** Daily sign-in (the sign-in feature's keys): a sign-in on another device moves the points. */
const signinKeys = { all: ['signin'] } as const;
/** The member's shop application (the shop-apply feature's keys). */
const shopApplyKeys = { all: ['shop-apply'] } as const;
/** VIP level and distributor standing, water cards (the membership feature's keys). */
const membershipKeys = { all: ['membership'] } as const;
/** Rewards and held income (the rewards feature's keys): they move with the wallet. */
const rewardsKeys = { all: ['rewards'] } as const;
/** The public queue (the queue feature's keys). */
const queueKeys = { all: ['queue'] } as const;
/** Feedback, complaints and consultations (the service-requests feature's keys). */
const serviceKeys = { all: ['service'] } as const;
const walletKeys = {
  all: ['wallet'],
  kyc: () => ['wallet', useUserStore.getState().id, 'kyc'],
  withdrawConfig: () => ['wallet', useUserStore.getState().id, 'withdraw-config'],
} as const;

/** What a push makes stale: the query keys (prefixes) to reload, and whether the My page counters reload. */
export interface Stale {
  keys: QueryKey[];
  counters: boolean;
}

/**
 * Maps each change push to what it concerns: an order (lists, details, badges), a refund request
 * (its details and list, and the order and balance it moves), the wallet (balance, bills, top-ups,
 * withdrawals), or the identity verification (KYC status and the withdrawal rules it unlocks).
 */
export function staleOf(push: ChangePush): Stale {
  switch (push.type) {
    case 'order_changed':
      return { keys: [orderKeys.all, refundKeys.all], counters: true };
    case 'refund_changed':
      return { keys: [refundKeys.all, orderKeys.all, walletKeys.all], counters: true };
    case 'wallet_changed':
      return {
        keys: [
          walletKeys.all,
          revenueKeys.all,
          signinKeys.all,
          teamKeys.all,
          rewardsKeys.all,
          deviceKeys.renewPlans(),
        ],
        counters: true,
      };
    case 'kyc_changed':
      return { keys: [walletKeys.kyc(), walletKeys.withdrawConfig()], counters: false };
    case 'devices_changed':
      return { keys: [deviceKeys.all, walletKeys.all], counters: false };
    case 'shop_apply_changed':
      return { keys: [shopApplyKeys.all], counters: false };
    case 'membership_changed':
      return { keys: [membershipKeys.all], counters: false };
    case 'queue_changed':
      return { keys: [queueKeys.all], counters: false };
    case 'service_changed':
      return { keys: [serviceKeys.all], counters: false };
    case 'shop_changed':
      // the merchant console reloads its own lists; the member app shows nothing of the shop's desk
      return { keys: [], counters: false };
  }
}

/** Everything a missed push could have changed: reloaded after the socket (re)connects. */
const AFTER_RECONNECT: Stale = {
  keys: [
    orderKeys.all,
    refundKeys.all,
    walletKeys.all,
    deviceKeys.all,
    revenueKeys.all,
    signinKeys.all,
    shopApplyKeys.all,
    teamKeys.all,
    rewardsKeys.all,
    queueKeys.all,
  ],
  counters: true,
};

function reload(queryClient: QueryClient, stale: Stale, refreshCounters: () => Promise<void>) {
  for (const queryKey of stale.keys) void reloadPushed(queryClient, queryKey);
  if (stale.counters) void refreshCounters();
}

/**
 * Follows the member's socket: a change push reloads the queries it concerns (shown ones at once,
 * others when next shown), and a reconnect reloads everything a push could have changed while the
 * socket was away. Answers how to stop following.
 */
export function followChanges(
  client: { subscribe: (listener: (message: ServerMessage) => void) => () => void },
  queryClient: QueryClient,
  isLoggedIn: () => boolean,
  refreshCounters: () => Promise<void> = refreshOrderCounters,
): () => void {
  let connections = 0;
  return client.subscribe((message) => {
    if (message.type === 'init') {
      connections += 1;
      if (connections > 1 && isLoggedIn()) reload(queryClient, AFTER_RECONNECT, refreshCounters);
      return;
    }
    if (!message.type.endsWith('_changed')) return;
    const push = ChangePushSchema.safeParse(message);
    if (push.success && isLoggedIn()) reload(queryClient, staleOf(push.data), refreshCounters);
  });
}
