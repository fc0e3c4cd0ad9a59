import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/** Settings distributors owns: the distributor price's discount off the goods, in basis points. */
export const distributorsSettings = {
  'distributors.discount': setting(z.object({ rateBps: z.number().int().min(0).max(5000) }), {
    rateBps: 1000,
  }),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof distributorsSettings> {}
}
