import type { RefundEvent } from '@cloudmall/contract/orders';

/** Refund states (schema `refunds.state`, protocol §4.3). */
export const REFUND_STATE = {
  applied: 0,
  agreed: 1,
  refused: 2,
  arbitration: 3,
  refunded: 4,
  closed: 5,
  returnShipped: 6,
} as const;
export type RefundStateValue = (typeof REFUND_STATE)[keyof typeof REFUND_STATE];

/** Who acts (refund log `actor`): 0 buyer, 1 shop, 2 platform, 3 system. */
export const ACTOR = { buyer: 0, shop: 1, platform: 2, system: 3 } as const;
export type Actor = (typeof ACTOR)[keyof typeof ACTOR];

export type RefundAction =
  | 'edit'
  | 'shopAgree'
  | 'shopRefuse'
  | 'arbitrate'
  | 'platformAgree'
  | 'platformRefuse'
  | 'ship'
  | 'shopReceive'
  | 'buyerClose'
  | 'autoAgree'
  | 'autoCloseUnshipped'
  | 'autoReceive'
  | 'autoCloseRefused';

/** Where an action leads: one state, or one per refund type (0 refund only, 1 return and refund). */
type Target = RefundStateValue | { byType: readonly [RefundStateValue, RefundStateValue] };

export interface Transition {
  from: readonly RefundStateValue[];
  to: Target;
  actor: Actor;
  event: RefundEvent;
  /** Only for this refund type (the action does not exist for the other). */
  type?: 0 | 1;
  /** The title of the notice the buyer gets once the transition committed. */
  notice: string;
}

const { applied, agreed, refused, arbitration, refunded, closed, returnShipped } = REFUND_STATE;

/** The refund state table (docs/buying-design.md, protocol §4.3). Every transition is one guarded update. */
export const REFUND_TRANSITIONS: Record<RefundAction, Transition> = {
  edit: {
    from: [applied, refused],
    to: applied,
    actor: ACTOR.buyer,
    event: 'edited',
    notice: 'Refund request updated',
  },
  shopAgree: {
    from: [applied],
    to: { byType: [refunded, agreed] },
    actor: ACTOR.shop,
    event: 'agreed',
    notice: 'Refund request agreed',
  },
  shopRefuse: {
    from: [applied],
    to: refused,
    actor: ACTOR.shop,
    event: 'refused',
    notice: 'Refund request refused',
  },
  arbitrate: {
    from: [refused],
    to: arbitration,
    actor: ACTOR.buyer,
    event: 'arbitration',
    notice: 'Sent to the platform for a decision',
  },
  platformAgree: {
    from: [arbitration],
    to: { byType: [refunded, agreed] },
    actor: ACTOR.platform,
    event: 'platform_agreed',
    notice: 'The platform decided for you',
  },
  platformRefuse: {
    from: [arbitration],
    to: closed,
    actor: ACTOR.platform,
    event: 'platform_refused',
    notice: 'The platform closed your request',
  },
  ship: {
    from: [agreed],
    to: returnShipped,
    actor: ACTOR.buyer,
    event: 'return_shipped',
    type: 1,
    notice: 'Return shipped',
  },
  shopReceive: {
    from: [returnShipped],
    to: refunded,
    actor: ACTOR.shop,
    event: 'received',
    type: 1,
    notice: 'Return received: refunded',
  },
  buyerClose: {
    from: [applied, agreed, refused, returnShipped],
    to: closed,
    actor: ACTOR.buyer,
    event: 'closed',
    notice: 'Refund request closed',
  },
  autoAgree: {
    from: [applied],
    to: { byType: [refunded, agreed] },
    actor: ACTOR.system,
    event: 'auto_agreed',
    notice: 'Refund request agreed automatically',
  },
  autoCloseUnshipped: {
    from: [agreed],
    to: closed,
    actor: ACTOR.system,
    event: 'auto_closed',
    type: 1,
    notice: 'Request closed: the return was not shipped in time',
  },
  autoReceive: {
    from: [returnShipped],
    to: refunded,
    actor: ACTOR.system,
    event: 'auto_received',
    type: 1,
    notice: 'Return received automatically: refunded',
  },
  autoCloseRefused: {
    from: [refused],
    to: closed,
    actor: ACTOR.system,
    event: 'auto_closed',
    notice: 'Refused request closed',
  },
};

/** The state an action leads to for a refund of `type`. */
export const targetOf = (action: RefundAction, type: number): RefundStateValue => {
  const to = REFUND_TRANSITIONS[action].to;
  return typeof to === 'number' ? to : to.byType[type === 1 ? 1 : 0];
};

/** Whether `action` may run on a refund in `state` of `type`. */
export function canRun(action: RefundAction, state: number, type: number): boolean {
  const transition = REFUND_TRANSITIONS[action];
  if (transition.type !== undefined && transition.type !== type) return false;
  return (transition.from as readonly number[]).includes(state);
}

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

/** States in which a request is running (schema's one-open-request index plus "refused", which may still go to the platform). */
export const OPEN_STATES: readonly RefundStateValue[] = [
  applied,
  agreed,
  refused,
  arbitration,
  returnShipped,
];

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
] as const satisfies readonly { action: RefundAction; state: RefundStateValue; setting: string }[];
