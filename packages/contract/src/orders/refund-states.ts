/** Refund states (protocol §4.3, schema `refunds.state`); the keys are the web's `state.<name>` labels. */
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
/** States in which a request is still running (the item cannot be refunded again, the shop is not paid). */
export const OPEN_REFUND_STATES = [0, 1, 2, 3, 6] as const satisfies readonly RefundStateValue[];

/** Who acts (refund log `actor`): 0 buyer, 1 shop, 2 platform, 3 system. */
export const REFUND_ACTOR = { buyer: 0, shop: 1, platform: 2, system: 3 } as const;
export type RefundActor = (typeof REFUND_ACTOR)[keyof typeof REFUND_ACTOR];

/** Log events (translated by the client). */
export const REFUND_EVENTS = [
  'applied',
  'edited',
  'agreed',
  'refunded',
  'refused',
  'arbitration',
  'platform_agreed',
  'platform_refused',
  'return_shipped',
  'received',
  'closed',
  'auto_agreed',
  'auto_closed',
  'auto_received',
] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

/** What may happen to a refund request; each runs as one guarded update from the table below. */
export type RefundTransitionName =
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
export type RefundTarget =
  RefundStateValue | { byType: readonly [RefundStateValue, RefundStateValue] };

export interface RefundTransition {
  from: readonly RefundStateValue[];
  to: RefundTarget;
  /** Who runs it (also the refund log's `actor`). */
  actor: RefundActor;
  /** The refund log line it writes. */
  event: RefundEvent;
  /** Only for this refund type (the action does not exist for the other). */
  type?: 0 | 1;
}

const { applied, agreed, refused, arbitration, refunded, closed, returnShipped } = REFUND_STATE;
const { buyer, shop, platform, system } = REFUND_ACTOR;
const agreedByType = { byType: [refunded, agreed] } as const;

/** The refund state table (docs/buying-design.md, protocol §4.3). Every transition is one guarded update. */
export const REFUND_TRANSITIONS: Record<RefundTransitionName, RefundTransition> = {
  edit: { from: [applied, refused], to: applied, actor: buyer, event: 'edited' },
  shopAgree: { from: [applied], to: agreedByType, actor: shop, event: 'agreed' },
  shopRefuse: { from: [applied], to: refused, actor: shop, event: 'refused' },
  arbitrate: { from: [refused], to: arbitration, actor: buyer, event: 'arbitration' },
  platformAgree: {
    from: [arbitration],
    to: agreedByType,
    actor: platform,
    event: 'platform_agreed',
  },
  platformRefuse: { from: [arbitration], to: closed, actor: platform, event: 'platform_refused' },
  ship: { from: [agreed], to: returnShipped, actor: buyer, event: 'return_shipped', type: 1 },
  shopReceive: { from: [returnShipped], to: refunded, actor: shop, event: 'received', type: 1 },
  buyerClose: {
    from: [applied, agreed, refused, returnShipped],
    to: closed,
    actor: buyer,
    event: 'closed',
  },
  autoAgree: { from: [applied], to: agreedByType, actor: system, event: 'auto_agreed' },
  autoCloseUnshipped: { from: [agreed], to: closed, actor: system, event: 'auto_closed', type: 1 },
  autoReceive: {
    from: [returnShipped],
    to: refunded,
    actor: system,
    event: 'auto_received',
    type: 1,
  },
  autoCloseRefused: { from: [refused], to: closed, actor: system, event: 'auto_closed' },
};

/** The state an action leads to for a refund of `type`. */
export const refundTargetOf = (action: RefundTransitionName, type: number): RefundStateValue => {
  const to = REFUND_TRANSITIONS[action].to;
  return typeof to === 'number' ? to : to.byType[type === 1 ? 1 : 0];
};

/** Whether `action` may run on a refund in `state` of `type`. */
export function canRunRefundAction(
  action: RefundTransitionName,
  state: number,
  type: number,
): boolean {
  const transition = REFUND_TRANSITIONS[action];
  if (transition.type !== undefined && transition.type !== type) return false;
  return (transition.from as readonly number[]).includes(state);
}
