import { ORDER_STATE, type OrderState } from '@cloudmall/contract/orders';

// The states and the transition table are the contract's (ORDER_STATE, ORDER_TRANSITIONS).
const { unpaid, paid, shipped, received } = ORDER_STATE;

/** Order-list tabs (protocol names) and the states they show; `customer` is orders with an open refund. */
export const TAB_STATES: Record<string, readonly OrderState[] | null> = {
  all: null,
  pay: [unpaid],
  delive: [paid],
  receiving: [shipped],
  evaluate: [received],
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
