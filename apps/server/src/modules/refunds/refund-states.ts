import {
  REFUND_STATE,
  type RefundStateValue,
  type RefundTransitionName,
} from '@cloudmall/contract/orders';
import type { NoticeKey } from '../../platform/messages/notice-messages.ts';

// The states, actors and the transition table are the contract's (REFUND_STATE, REFUND_TRANSITIONS);
// this file holds what only the server needs: notices, item statuses, timestamps and job rules.
const { applied, agreed, refused, arbitration, refunded, closed, returnShipped } = REFUND_STATE;

/** The message of the notice the buyer gets once a transition committed. */
export const REFUND_NOTICE: Record<RefundTransitionName, NoticeKey> = {
  edit: 'refund.edit',
  shopAgree: 'refund.shopAgree',
  shopRefuse: 'refund.shopRefuse',
  arbitrate: 'refund.arbitrate',
  platformAgree: 'refund.platformAgree',
  platformRefuse: 'refund.platformRefuse',
  ship: 'refund.ship',
  shopReceive: 'refund.shopReceive',
  buyerClose: 'refund.buyerClose',
  autoAgree: 'refund.autoAgree',
  autoCloseUnshipped: 'refund.autoCloseUnshipped',
  autoReceive: 'refund.autoReceive',
  autoCloseRefused: 'refund.autoCloseRefused',
};

/** The order item's `refund_status` for a refund in each state (0 none, 1 applied, 2 awaiting return, 3 refunded, 4 closed, 5 refused). */
export const ITEM_REFUND_STATUS: Record<RefundStateValue, number> = {
  [applied]: 1,
  [agreed]: 2,
  [refused]: 5,
  [arbitration]: 1,
  [refunded]: 3,
  [closed]: 4,
  [returnShipped]: 2,
};

/** The timestamp column a state stamps when entered. */
export const STAMP_OF: Partial<
  Record<RefundStateValue, 'agreedAt' | 'returnedAt' | 'refusedAt' | 'closedAt' | 'completedAt'>
> = {
  [agreed]: 'agreedAt',
  [returnShipped]: 'returnedAt',
  [refused]: 'refusedAt',
  [closed]: 'closedAt',
  [refunded]: 'completedAt',
};

/** Jobs: which action runs on rows that stayed in a state longer than the named setting (days). */
export const DUE_RULES = [
  { action: 'autoAgree', state: applied, setting: 'refundAutoAgreeDays' },
  { action: 'autoCloseUnshipped', state: agreed, setting: 'returnShipDays' },
  { action: 'autoReceive', state: returnShipped, setting: 'returnReceiveDays' },
  { action: 'autoCloseRefused', state: refused, setting: 'returnShipDays' },
] as const satisfies readonly {
  action: RefundTransitionName;
  state: RefundStateValue;
  setting: string;
}[];
