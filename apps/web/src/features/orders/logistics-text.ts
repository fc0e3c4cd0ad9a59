import { formatDateTime } from '../../lib/time';

export interface TrackingEntry {
  context: string;
  status: string;
  time: string;
}

/**
 * The text of a tracking entry in the member's language: the entries the server writes itself
 * (created, paid, shipped) by their status, a courier's own entries as they came.
 */
export function trackingText(
  entry: TrackingEntry,
  order: { express_name: string; express_no: string; paymenttime: number },
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  switch (entry.status) {
    case 'created':
      return t(
        order.paymenttime > 0 ? 'logistics.entries.created' : 'logistics.entries.awaitingPayment',
      );
    case 'paid':
      return t('logistics.entries.paid');
    case 'shipped':
      return order.express_name
        ? t('logistics.entries.shipped', { courier: order.express_name, number: order.express_no })
        : entry.context;
    default:
      return entry.context;
  }
}

/** An entry's time as local `YYYY-MM-DD HH:mm` when it is an ISO date, else as sent. */
export function trackingTime(time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(time)) return time;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? time : formatDateTime(ms);
}
