import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

const Rate = z.number().int().min(0).max(3000);

/**
 * Commission rates in basis points (500 = 5 %) of an order's price less refunds, for the buyer's
 * inviter (level 1) and the inviter's inviter (level 2); 0 turns a level off.
 */
export const teamSettings = {
  'team.commission': setting(z.object({ level1Rate: Rate, level2Rate: Rate }), {
    level1Rate: 500,
    level2Rate: 200,
  }),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof teamSettings> {}
}
