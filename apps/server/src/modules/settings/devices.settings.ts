import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings this module owns, with schema and default: Activation codes of devices: declared here until the devices module (#13) owns it.
 * The seed writes the defaults once; admins change the rows later.
 */
export const devicesSettings = {
  'devices.codes': setting(
    z.object({
      maxCodesPerDevice: z.number().int().min(1),
      freeCloudPhonePerMember: z.number().int(),
    }),
    { maxCodesPerDevice: 3, freeCloudPhonePerMember: 1 },
  ),
};

declare module './index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof devicesSettings> {}
}
