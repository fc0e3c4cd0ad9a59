import { z } from 'zod';
import { IdNumberSchema, IdSchema } from '../shared/input-bounds.ts';
import { GoodsCardSchema, shopShape } from '../catalog/catalog.schemas.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import {
  countFields,
  ImageUrlSchema,
  memberFaceShape,
  UnixTimeSchema,
} from '../shared/wire-fields.ts';

const UploadUrl = z.string().regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'invalid_value');

export const FIND_POST_TYPES = ['image', 'video', 'live'] as const;

export const AuthorSchema = z.object({
  ...memberFaceShape,
  /** Set when the author posts as their shop. */
  shop: z.object({ id: z.number().int(), shopname: z.string(), avatar: z.string() }).nullable(),
});

export const FindPostSchema = z.object({
  id: z.number().int(),
  type: z.enum(FIND_POST_TYPES),
  content: z.string(),
  images: z.array(z.string()),
  video: z.object({ url: z.string(), cover: z.string() }).nullable(),
  /** For `live` posts: the room to open (login required). */
  live_id: z.number().int().nullable(),
  author: AuthorSchema,
  goods: z.array(GoodsCardSchema),
  ...countFields('likes', 'comments', 'views'),
  is_like: z.boolean(),
  is_follow: z.boolean(),
  createtime: UnixTimeSchema,
});
export type FindPost = z.infer<typeof FindPostSchema>;

/** Tabs: find (all), video, follow (authors I follow), myfind (mine), likes (a member's liked posts), user (a member's posts). */
export const FIND_LIST_TYPES = ['find', 'video', 'follow', 'myfind', 'likes', 'user'] as const;
export const FindListQuerySchema = PageQuerySchema.extend({
  type: z.enum(FIND_LIST_TYPES, { error: 'invalid_value' }).default('find'),
  user_id: IdSchema.optional(),
});

export const FindPublishSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('image'),
      content: z.string().trim().min(1, 'required').max(2000, 'too_long'),
      images: z.array(UploadUrl).min(1, 'required').max(9, 'too_long'),
      goods_ids: z.array(IdNumberSchema).max(6, 'too_long').default([]),
    })
    .strict(),
  z
    .object({
      type: z.literal('video'),
      content: z.string().trim().min(1, 'required').max(2000, 'too_long'),
      video_url: UploadUrl,
      cover: UploadUrl,
      goods_ids: z.array(IdNumberSchema).max(6, 'too_long').default([]),
    })
    .strict(),
]);

export const FindCommentSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  is_owner: z.boolean(),
  createtime: UnixTimeSchema,
});
export const FindCommentInputSchema = z
  .object({
    find_id: IdSchema,
    content: z.string().trim().min(1, 'required').max(500, 'too_long'),
    pid: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const FindUserSchema = z.object({
  ...memberFaceShape,
  bio: z.string(),
  ...countFields('posts', 'follow', 'fans', 'praised'),
  is_follow: z.boolean(),
});
export const FindUserCardSchema = FindUserSchema.pick({
  user_id: true,
  nickname: true,
  avatar: true,
  is_follow: true,
});

export const LIVE_MESSAGE_TYPES = ['coming', 'leave', 'like', 'msg', 'follow', 'end'] as const;
export const LiveRoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: ImageUrlSchema,
  /** HLS playlist played with hls.js (or natively). */
  hls_url: z.string(),
  status: z.enum(['live', 'ended']),
  likes: z.number().int(),
  views: z.number().int(),
  /** Members in the room now. */
  online: z.number().int(),
  shop: z.object({ ...shopShape, user_id: z.number().int() }),
  goods: z.array(GoodsCardSchema),
  is_follow: z.boolean(),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

const CallbackText = (max: number) => z.string().trim().max(max, 'too_long');

/**
 * The media server asking whether an encoder may publish (nginx-rtmp `on_publish` /
 * `on_publish_done` fields; `action` as the protocol names `call`). Other fields it sends are ignored.
 */
export const LivePublishCallbackSchema = z.object({
  /** The room's public stream name (the last part of the push URL). */
  name: CallbackText(64).min(1, 'required'),
  /** The stream key from the push URL's `?key=`. */
  key: CallbackText(128).optional(),
  call: CallbackText(32).optional(),
  action: CallbackText(32).optional(),
});
export type LivePublishCallback = z.output<typeof LivePublishCallbackSchema>;
