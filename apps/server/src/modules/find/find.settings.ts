import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/** A base URL without a trailing slash (the stream key is appended after one). */
const baseUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .max(300)
    .regex(protocols)
    .refine((url) => !url.endsWith('/'));

/**
 * Settings the find module owns: the external media server of live rooms. A merchant pushes to
 * `<pushBase>/<streamName>?key=<streamKey>`; viewers play `<playBase>/<streamName>.m3u8`. The media
 * server asks `/wanlshop/callback/push` whether the key may publish the name (nginx-rtmp `on_publish`).
 */
export const findSettings = {
  'find.live.ingest': setting(
    z.object({
      pushBase: baseUrl(/^rtmps?:\/\/[^\s/]+(\/[^\s]*)?$/),
      playBase: baseUrl(/^(https?:\/\/[^\s/]+)?\/[^\s]*$|^https?:\/\/[^\s/]+$/),
    }),
    { pushBase: 'rtmp://127.0.0.1/live', playBase: 'http://127.0.0.1:8080/hls' },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof findSettings> {}
}
