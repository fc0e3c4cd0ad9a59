import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/**
 * Settings this module owns, with schema and default: Chat send rate and kept history.
 * The seed writes the defaults once; admins change the rows later.
 */
export const chatSettings = {
  'chat.limits': setting(
    z.object({
      messagesPerMinute: z.number().int().min(1),
      historyKept: z.number().int(),
    }),
    { messagesPerMinute: 30, historyKept: 96 },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof chatSettings> {}
}
