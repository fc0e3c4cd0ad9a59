/** Order states (protocol §2.8, schema `orders.state`; 5 is deprecated and never stored). */
export const ORDER_STATE = {
  unpaid: 1,
  paid: 2,
  shipped: 3,
  received: 4,
  completed: 6,
  closed: 7,
} as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/** What may happen to an order; each runs as one guarded update from the table below. */
export type OrderTransitionName =
  | 'pay'
  | 'cancel'
  | 'autoClose'
  | 'ship'
  | 'confirm'
  | 'autoConfirm'
  | 'review'
  | 'autoReview'
  | 'refundAll'
  | 'groupFail'
  | 'delete'
  | 'editAddress'
  | 'settle';

export interface OrderTransition {
  /** The states the order must be in (the guarded update's `where state in (from)`). */
  from: readonly OrderState[];
  /** The state it moves to; `hidden` hides it from the buyer, `same` keeps the state (a guarded edit). */
  to: OrderState | 'hidden' | 'same';
  /** Who runs it: the buyer, the shop, a job, or another module (refunds, groups). */
  by: 'buyer' | 'merchant' | 'system' | 'refunds' | 'groups';
}

const { unpaid, paid, shipped, received, completed, closed } = ORDER_STATE;

/** The order state table (docs/buying-design.md): from which states an action may run, and where it leads. */
export const ORDER_TRANSITIONS: Record<OrderTransitionName, OrderTransition> = {
  pay: { from: [unpaid], to: paid, by: 'buyer' },
  cancel: { from: [unpaid], to: closed, by: 'buyer' },
  autoClose: { from: [unpaid], to: closed, by: 'system' },
  ship: { from: [paid], to: shipped, by: 'merchant' },
  confirm: { from: [shipped], to: received, by: 'buyer' },
  autoConfirm: { from: [shipped], to: received, by: 'system' },
  review: { from: [received], to: completed, by: 'buyer' },
  autoReview: { from: [received], to: completed, by: 'system' },
  refundAll: { from: [paid, shipped, received], to: closed, by: 'refunds' },
  groupFail: { from: [unpaid, paid], to: closed, by: 'groups' },
  delete: { from: [completed, closed], to: 'hidden', by: 'buyer' },
  editAddress: { from: [unpaid, paid, shipped], to: 'same', by: 'buyer' },
  settle: { from: [received, completed], to: 'same', by: 'system' },
};

/** Whether `action` may run on an order in `state`. */
export const canRunOrderAction = (action: OrderTransitionName, state: number): boolean =>
  (ORDER_TRANSITIONS[action].from as readonly number[]).includes(state);
