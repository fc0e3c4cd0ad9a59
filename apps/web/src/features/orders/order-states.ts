import { ORDER_STATE } from '@cloudmall/contract/orders';

const { unpaid, paid, shipped, received, completed, closed } = ORDER_STATE;

/** What a buyer can do with an order; each is a button on the order card and on the details page. */
export type OrderAction =
  'cancel' | 'pay' | 'afterSale' | 'logistics' | 'confirm' | 'review' | 'delete' | 'buyAgain';

/** The status label key (orders:status.*): a paid group order still waiting for its team has its own. */
export function orderStatusKey(order: { state: number; group_pending?: boolean }): string {
  switch (order.state) {
    case unpaid:
      return 'unpaid';
    case paid:
      return order.group_pending ? 'groupPending' : 'paid';
    case shipped:
      return 'shipped';
    case received:
      return 'received';
    case completed:
      return 'completed';
    case closed:
      return 'closed';
    default:
      return 'unknown';
  }
}

/**
 * The actions of an order by state (state table of the buying design), in display order with the
 * main one last: unpaid ⇒ cancel, pay; paid ⇒ after-sale, buy again; shipped ⇒ logistics, confirm
 * receipt; received ⇒ logistics, after-sale, review (only while an item is not reviewed yet);
 * completed or closed ⇒ delete, buy again.
 */
export function orderActions(order: {
  state: number;
  goods: { commented?: boolean }[];
}): OrderAction[] {
  switch (order.state) {
    case unpaid:
      return ['cancel', 'pay'];
    case paid:
      return ['afterSale', 'buyAgain'];
    case shipped:
      return ['logistics', 'confirm'];
    case received:
      return order.goods.some((item) => !item.commented)
        ? ['logistics', 'afterSale', 'review']
        : ['logistics', 'afterSale'];
    case completed:
    case closed:
      return ['delete', 'buyAgain'];
    default:
      return [];
  }
}

/** Actions that change the order and are asked first (cancel, confirm receipt, delete). */
export const CONFIRMED_ACTIONS: ReadonlySet<OrderAction> = new Set(['cancel', 'confirm', 'delete']);

/** An item can be taken to after-sale while the order is paid, shipped or received and it has no refund yet. */
export function canApplyRefund(
  order: { state: number; type?: string; group_pending?: boolean },
  item: { refund_status: number },
): boolean {
  return (
    ([paid, shipped, received] as number[]).includes(order.state) &&
    item.refund_status === 0 &&
    !order.group_pending
  );
}

/** Refund status label key (orders:refundStatus.*) of an item: 1 applied … 5 refused. */
export function refundStatusKey(status: number): string | undefined {
  return (
    { 1: 'applied', 2: 'agreed', 3: 'refunded', 4: 'closed', 5: 'refused' } as Record<
      number,
      string
    >
  )[status];
}
