import type { OrderConfig } from '@cloudmall/contract/orders';

const MINUTES_PER_DAY = 1440;

/**
 * The protocol's `order` config (§4.1) from the order timing and after-sale settings, in days: what
 * the client counts down with on order and refund details (orders and refunds both answer it).
 */
export function protocolOrderConfig(
  timing: { autoCloseMinutes: number; autoConfirmDays: number },
  aftersale: {
    afterSaleDays: number;
    autoReviewDays: number;
    refundAutoAgreeDays: number;
    returnShipDays: number;
    returnReceiveDays: number;
  },
): OrderConfig {
  return {
    cancel: timing.autoCloseMinutes / MINUTES_PER_DAY,
    receiving: timing.autoConfirmDays,
    comment: aftersale.autoReviewDays,
    customer: aftersale.afterSaleDays,
    autoagree: aftersale.refundAutoAgreeDays,
    returntime: aftersale.returnShipDays,
    receivingtime: aftersale.returnReceiveDays,
  };
}
