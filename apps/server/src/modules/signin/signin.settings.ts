import { isTimeZone } from '@cloudmall/contract/signin';
import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings of the daily sign-in: the zone whose calendar days count when the member's device sends
 * none (and for the rank's month), and the points of cycle days 1..6 (day 7 earns day 1's again).
 */
export const signinSettings = {
  'signin.timeZone': setting(z.string().refine(isTimeZone, 'invalid_value'), 'Asia/Shanghai'),
  'signin.points': setting(
    z.array(z.number().int().min(1).max(1_000_000)).length(6),
    [1, 2, 3, 4, 5, 10],
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof signinSettings> {}
}
