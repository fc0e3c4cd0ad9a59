import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import {
  AdvertsSchema,
  AppInitSchema,
  AppUpdateSchema,
  DevSmsMessageSchema,
  HealthSchema,
  PageModuleSchema,
  TabbarQuerySchema,
  TabItemSchema,
  UploadConfigSchema,
  VersionQuerySchema,
} from './app.schemas.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';

export const appRoutes = {
  loadTabbar: defineRoute({
    method: 'GET',
    path: '/wanlshop/page/load_tabbar',
    auth: 'none',
    input: TabbarQuerySchema,
    output: z.array(TabItemSchema),
    errors: [],
    summary: 'Tab bar items from the platform settings, with the spec defaults.',
  }),
  init: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/init',
    auth: 'none',
    input: VersionQuerySchema,
    output: AppInitSchema,
    errors: [],
    summary: 'App configuration, style and the decorated modules of home, category and search.',
  }),
  adverts: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/adverts',
    auth: 'none',
    input: VersionQuerySchema,
    output: AdvertsSchema,
    errors: [],
    summary: 'Advert groups (open, page, category, first, other) and the system popup.',
  }),
  update: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/update',
    auth: 'none',
    input: z.object({ versionCode: z.coerce.number().int().min(0).optional() }),
    output: AppUpdateSchema,
    errors: [],
    summary: 'The newest app version; `update` is true when it is newer than the caller.',
  }),
  page: defineRoute({
    method: 'GET',
    path: '/wanlshop/page/index',
    auth: 'none',
    input: z.object({
      id: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/, 'invalid_value'),
    }),
    output: z.object({ page: z.record(z.string(), z.unknown()), item: z.array(PageModuleSchema) }),
    errors: ['page_not_found'],
    summary: 'A decorated page by its token: the same modules as home, resolved with their data.',
  }),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'none',
    input: EmptyLooseInputSchema,
    output: HealthSchema,
    errors: ['dependency_unavailable'],
    summary:
      'Liveness, database and Redis reachability; 503 `dependency_unavailable` names what is down in `data`.',
  }),
  uploadData: defineRoute({
    method: 'GET',
    path: '/wanlshop/common/uploadData',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: UploadConfigSchema,
    errors: [],
    summary:
      'How to upload: the upload route (relative to the API base), the files base, the size limit and the accepted types.',
  }),
  devSmsOutbox: defineRoute({
    method: 'GET',
    path: '/dev/sms-outbox',
    auth: 'none',
    input: z.object({ mobile: z.string().max(16) }),
    output: z.array(DevSmsMessageSchema),
    errors: [],
    summary:
      'Development mode only: the SMS codes the log provider sent to a number, newest first.',
  }),
} as const;

/** Multipart upload (field `file`); not a JSON route, so described here by path only. */
export const UPLOAD_PATH = '/common/upload';

/**
 * The one size limit of a picture sent to the upload route, in bytes: the server refuses larger ones
 * (413 `upload_too_large`) and every upload screen states it. Phones shrink photos before sending, so
 * an ordinary 12-megapixel photo arrives far below it.
 */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Videos are stored as sent (no transcoder), so they may be larger. */
export const UPLOAD_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
/** Voice recordings: a minute of compressed speech is well under this. */
export const UPLOAD_AUDIO_MAX_BYTES = 5 * 1024 * 1024;
/** A limit in whole megabytes, as screens state it ("10 MB"). */
export const megabytes = (bytes: number): number => Math.floor(bytes / (1024 * 1024));
