import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

const Price = z.string().regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/);

/**
 * Settings this module owns: the cap of codes bound per device (never shown to members, spec §5),
 * the free cloud phone's days, renewal plans paid from the balance, and how many wrong codes a member or an address may try per hour.
 */
export const devicesSettings = {
  'devices.codeCap': setting(z.number().int().min(1).max(1000), 3),
  'devices.freeDays': setting(z.number().int().min(1).max(365), 3),
  'devices.renewPlans': setting(
    z.array(z.object({ days: z.number().int().min(1).max(3650), price: Price })).max(20),
    [
      { days: 7, price: '9.90' },
      { days: 30, price: '29.90' },
    ],
  ),
  'devices.redeemLimits': setting(
    z.object({
      wrongPerMemberPerHour: z.number().int().min(1),
      wrongPerIpPerHour: z.number().int().min(1),
    }),
    { wrongPerMemberPerHour: 20, wrongPerIpPerHour: 100 },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof devicesSettings> {}
}
