import { z } from 'zod';
import { GoodsCardSchema } from '../catalog/catalog.schemas.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdNumberSchema, IdSchema } from '../shared/input-bounds.ts';

/** At most this many goods are shown in one live room. */
export const LIVE_GOODS_MAX = 20;

const UploadUrl = z.string().regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'invalid_value');

/** The goods of a room: the shop's own goods on sale, each once. */
export const LiveGoodsIdsSchema = z
  .array(IdNumberSchema)
  .max(LIVE_GOODS_MAX, 'too_long')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid_value');

export const MerchantLiveCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'required').max(120, 'too_long'),
    /** An uploaded image (`/uploads/...`). */
    cover: UploadUrl,
    goods_ids: LiveGoodsIdsSchema.default([]),
  })
  .strict();
export type MerchantLiveCreate = z.output<typeof MerchantLiveCreateSchema>;

export const MerchantLiveGoodsSchema = z
  .object({ id: IdSchema, goods_ids: LiveGoodsIdsSchema })
  .strict();

export const MerchantLiveListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['live', 'ended'], { error: 'invalid_value' }).optional(),
});

/** A room of the caller's shop as the list shows it (its summary once ended). */
export const MerchantLiveRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  status: z.enum(['live', 'ended']),
  likes: z.number().int(),
  views: z.number().int(),
  goods_count: z.number().int(),
  /** Unix seconds. */
  started_at: z.number().int(),
  ended_at: z.number().int().nullable(),
  /** Seconds live: until now while live, until the end once ended. */
  duration: z.number().int(),
});
export type MerchantLiveRow = z.infer<typeof MerchantLiveRowSchema>;

/** One room for its merchant: where to push the stream (secret), who watches, its goods. */
export const MerchantLiveDetailSchema = MerchantLiveRowSchema.extend({
  /** Viewers play the room's public stream name (never the key). */
  hls_url: z.string(),
  /** The secret key the encoder publishes with; the media server checks it (`/wanlshop/callback/push`). */
  stream_key: z.string(),
  /** `<ingest base>/<stream name>?key=<stream key>`: secret, for the merchant's encoder only. */
  push_url: z.string(),
  /** Members in the room now. */
  online: z.number().int(),
  goods: z.array(GoodsCardSchema),
});
export type MerchantLiveDetail = z.infer<typeof MerchantLiveDetailSchema>;
