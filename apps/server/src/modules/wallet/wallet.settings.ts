import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings this module owns, with schema and default: Withdrawal limits and fees, top-up, held income and points. Money values are integer minor units; rates are basis points (1 bp = 0.01 %).
 * The seed writes the defaults once; admins change the rows later.
 */
export const walletSettings = {
  'wallet.withdrawal': setting(
    z
      .object({
        minMinor: z.number().int().min(1, 'invalid_value'),
        maxMinor: z.number().int().min(1, 'invalid_value'),
        stepMinor: z.number().int().min(1, 'invalid_value'),
        fixedFeeMinor: z.number().int().min(0, 'invalid_value'),
        /** The fee rate in basis points: 100 = 1%, at most 100%. */
        rateBasisPoints: z.number().int().min(0, 'invalid_value').max(10_000, 'invalid_value'),
      })
      .refine((v) => v.minMinor <= v.maxMinor, { message: 'invalid_value', path: ['maxMinor'] }),
    {
      minMinor: 10_000,
      maxMinor: 5_000_000,
      stepMinor: 10_000,
      fixedFeeMinor: 100,
      rateBasisPoints: 100,
    },
  ),
  'wallet.topup': setting(
    z.object({
      networks: z.array(z.enum(['TRC20', 'ERC20'])),
      addressTtlSeconds: z.number().int().min(60),
      /** An expired address rests this long before another member may get it (late deposits). */
      addressCooldownSeconds: z.number().int().min(0),
      /** At most this many addresses assigned and unexpired at once: "recharge queue busy" past it. */
      pendingCap: z.number().int().min(1),
      noticeToleranceSeconds: z.number().int().min(1),
      /** Balance credited per 1 USDT, in minor units. */
      rateMinorPerUsdt: z.number().int().min(1),
    }),
    {
      networks: ['TRC20', 'ERC20'],
      addressTtlSeconds: 1800,
      addressCooldownSeconds: 86_400,
      pendingCap: 1000,
      noticeToleranceSeconds: 300,
      rateMinorPerUsdt: 100,
    },
  ),
  'wallet.income': setting(z.object({ holdDays: z.number().int().min(0) }), { holdDays: 15 }),
  'wallet.points': setting(z.object({ pointsPerAssetUnit: z.number().int().min(1) }), {
    pointsPerAssetUnit: 100,
  }),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof walletSettings> {}
}
