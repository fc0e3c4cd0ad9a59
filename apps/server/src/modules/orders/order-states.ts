/** Order states (schema `orders.state`). */
export const ORDER_STATE = {
  unpaid: 1,
  paid: 2,
  shipped: 3,
  received: 4,
  completed: 6,
  closed: 7,
} as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

export type OrderAction =
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
  | 'delete';

/** The order state table (docs/buying-design.md): from which states an action may run, and where it leads. */
export const ORDER_TRANSITIONS: Record<
  OrderAction,
  {
    from: readonly OrderState[];
    to: OrderState | 'hidden';
    by: 'buyer' | 'merchant' | 'system' | 'refunds' | 'groups';
  }
> = {
  pay: { from: [1], to: 2, by: 'buyer' },
  cancel: { from: [1], to: 7, by: 'buyer' },
  autoClose: { from: [1], to: 7, by: 'system' },
  ship: { from: [2], to: 3, by: 'merchant' },
  confirm: { from: [3], to: 4, by: 'buyer' },
  autoConfirm: { from: [3], to: 4, by: 'system' },
  review: { from: [4], to: 6, by: 'buyer' },
  autoReview: { from: [4], to: 6, by: 'system' },
  refundAll: { from: [2, 3, 4], to: 7, by: 'refunds' },
  groupFail: { from: [2], to: 7, by: 'groups' },
  delete: { from: [6, 7], to: 'hidden', by: 'buyer' },
};

/** Whether `action` may run on an order in `state`. */
export const canRun = (action: OrderAction, state: number): boolean =>
  (ORDER_TRANSITIONS[action].from as readonly number[]).includes(state);

/** Order-list tabs (protocol names) and the states they show; `customer` is orders with an open refund. */
export const TAB_STATES: Record<string, readonly OrderState[] | null> = {
  all: null,
  pay: [1],
  delive: [2],
  receiving: [3],
  evaluate: [4],
};

/**
 * Transitions that move the parcel: the buyer also gets a `logistics` notice (stored as text like
 * the order notices; issue #12 moves notices to message keys).
 */
export const LOGISTICS_NOTICE: Record<string, string> = {
  ship: 'Parcel on its way',
  confirm: 'Parcel delivered',
  autoConfirm: 'Parcel delivered',
};

/** A notice title per transition, for the buyer. */
export const STATE_NOTICE: Record<string, string> = {
  pay: 'Payment received',
  cancel: 'Order cancelled',
  autoClose: 'Unpaid order closed',
  ship: 'Your order has shipped',
  confirm: 'Receipt confirmed',
  autoConfirm: 'Receipt confirmed automatically',
  review: 'Thank you for your review',
  autoReview: 'Order completed',
  refundAll: 'Order closed after refund',
  groupFail: 'Group buy failed: refunded',
  addressChanged: 'Delivery address changed',
};
