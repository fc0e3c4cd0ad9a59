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
