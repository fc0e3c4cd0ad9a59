import { z } from 'zod';
import { ImageUrlSchema } from '../shared/wire-fields.ts';

/** One tab of the tab bar, as `page/load_tabbar` answers it. */
export const TabItemSchema = z.object({
  index: z.number().int(),
  visible: z.boolean(),
  text: z.string(),
  iconPath: ImageUrlSchema,
  selectedIconPath: ImageUrlSchema,
  pagePath: z.string(),
});
export type TabItem = z.infer<typeof TabItemSchema>;

export const TabbarQuerySchema = z.object({
  t: z.string().max(32).optional(),
  client: z.string().max(32).optional(),
  /** `find` asks for the variant with /pages/find and /pages/cart. */
  variant: z.enum(['default', 'find']).optional(),
});

export const VersionQuerySchema = z.object({ version: z.string().max(32).optional() });

/** A decorated-page module: its kind, style (px sizes, doubled on the client) and params. */
export const PageModuleSchema = z.object({
  type: z.string(),
  name: z.string().optional(),
  style: z.record(z.string(), z.unknown()),
  params: z.record(z.string(), z.unknown()),
  data: z.array(z.unknown()),
});
export type PageModule = z.infer<typeof PageModuleSchema>;

export const AppInitSchema = z.object({
  appConfig: z.record(z.string(), z.unknown()),
  appStyle: z.record(z.string(), z.unknown()),
  modulesData: z.object({
    homeModules: z.object({
      page: z.record(z.string(), z.unknown()),
      item: z.array(PageModuleSchema),
    }),
    /** The category tree (the original protocol's category modules). */
    categoryModules: z.array(z.unknown()),
    /** The category page's decorated modules (search, adverts, the category browser…), in order. */
    categoryPage: z
      .object({ page: z.record(z.string(), z.unknown()), item: z.array(PageModuleSchema) })
      .optional(),
    searchModules: z.array(z.object({ keywords: z.string() })),
  }),
  serviceVersion: z.number().int(),
});
export type AppInit = z.infer<typeof AppInitSchema>;

export const AdvertSchema = z.object({
  id: z.number().int(),
  media: z.string(),
  module: z.string(),
  type: z.enum(['banner', 'image', 'video']),
  url: z.string(),
});
export type Advert = z.infer<typeof AdvertSchema>;

export const AdvertsSchema = z.object({
  syspopup: AdvertSchema.nullable(),
  data: z.object({
    /** The start-up advert; `{}` when there is none (the protocol's client reads its fields). */
    openAdverts: z.union([AdvertSchema, z.strictObject({})]).nullable(),
    pageAdverts: z.array(AdvertSchema),
    categoryAdverts: z.record(z.string(), z.array(AdvertSchema)),
    firstAdverts: z.array(AdvertSchema),
    otherAdverts: z.array(AdvertSchema),
  }),
  version: z.number().int(),
});
export type Adverts = z.infer<typeof AdvertsSchema>;

export const AppUpdateSchema = z.object({
  update: z.boolean(),
  versionName: z.string(),
  versionCode: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  enforce: z.boolean(),
});
export type AppUpdate = z.infer<typeof AppUpdateSchema>;

export const UploadResultSchema = z.object({ url: z.string(), fullurl: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * How the stock client uploads (`common/uploadData`): where to post (`uploadurl`, relative to the
 * API base), the public base of stored files (`cdnurl`), the largest file in bytes and the accepted
 * types; `storage: "local"` tells it to post the file alone (no `multipart` fields to add).
 */
export const UploadConfigSchema = z.object({
  uploadurl: z.string(),
  cdnurl: z.string(),
  maxsize: z.number().int(),
  mimetype: z.string(),
  multipart: z.record(z.string(), z.string()),
  multiple: z.boolean(),
  storage: z.literal('local'),
});
export type UploadConfig = z.infer<typeof UploadConfigSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.literal('ok').optional(),
});

/** The `data` of a 503 health answer: which dependency is down. */
export const HealthFailureSchema = z.object({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']).optional(),
});

export const DevSmsMessageSchema = z.object({
  mobile: z.string(),
  event: z.string(),
  code: z.string(),
  sentAt: z.number().int(),
});
