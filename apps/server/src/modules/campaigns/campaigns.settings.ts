import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/** Settings campaigns owns: the platform time zone its days (daily caps, "today") are counted in. */
export const campaignsSettings = {
  'campaigns.revenue': setting(
    z.object({
      timeZone: z.string().refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-CA', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }),
    }),
    { timeZone: 'Asia/Shanghai' },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof campaignsSettings> {}
}
