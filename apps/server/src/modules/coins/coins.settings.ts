import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings this module owns, with schema and default: which goods category holds the mining
 * machines the machine page lists (null: none chosen; the demo seed sets its category).
 */
export const coinsSettings = {
  'coins.machines': setting(z.object({ categoryId: z.number().int().positive().nullable() }), {
    categoryId: null,
  }),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof coinsSettings> {}
}
