import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings this module owns, with schema and default: Order timing and after-sale windows (the refunds module reads `orders.aftersale` too).
 * The seed writes the defaults once; admins change the rows later.
 */
export const ordersSettings = {
  'orders.timing': setting(
    z.object({
      autoCloseMinutes: z.number().int().min(1, 'invalid_value').max(10_080, 'invalid_value'),
      autoConfirmDays: z.number().int().min(1, 'invalid_value').max(60, 'invalid_value'),
    }),
    { autoCloseMinutes: 30, autoConfirmDays: 10 },
  ),
  /**
   * After-sale rules (protocol §4.1 `order`): days after receipt for a request (the shop is paid
   * once this window closes with no open request), before an automatic 5-star review, before an
   * untreated request is agreed, for the buyer to ship a return and for the shop to receive it.
   */
  'orders.aftersale': setting(
    z.object({
      afterSaleDays: z.number().int().min(0),
      autoReviewDays: z.number().int().min(1),
      refundAutoAgreeDays: z.number().int().min(1),
      returnShipDays: z.number().int().min(1),
      returnReceiveDays: z.number().int().min(1),
    }),
    {
      afterSaleDays: 7,
      autoReviewDays: 7,
      refundAutoAgreeDays: 2,
      returnShipDays: 7,
      returnReceiveDays: 7,
    },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof ordersSettings> {}
}
