import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { shopId, shops } from './catalog.schema.ts';
import { memberId, users } from './identity.schema.ts';

/**
 * A shop's live room: `live` while on air (at most one per shop), `ended` once its merchant ends it.
 * `stream_name` is the stream's public name (in the play URL); `stream_key` is the secret the
 * merchant's encoder publishes it with (never shown to viewers); rooms made before the console have
 * neither.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serialId(),
    shopId: shopId(),
    title: varchar('title', { length: 120 }).notNull(),
    cover: varchar('cover', { length: 255 }).notNull(),
    hlsUrl: varchar('hls_url', { length: 500 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('live'),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    streamKey: varchar('stream_key', { length: 64 }).unique('live_rooms_stream_key_unique'),
    /** The public name of the room's stream: viewers play it, the encoder pushes to it with the key. */
    streamName: varchar('stream_name', { length: 32 }).unique('live_rooms_stream_name_unique'),
    /** The merchant who started it from the console. */
    createdBy: integer('created_by').references(() => users.id),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('live_rooms_one_live_per_shop')
      .on(t.shopId)
      .where(sql`${t.status} = 'live'`),
    index('live_rooms_shop_idx').on(t.shopId, t.id),
  ],
);

/** Who is in a live room now (pushes of the room go to them). */
export const liveViewers = pgTable(
  'live_viewers',
  {
    roomId: requiredRef('room_id', () => liveRooms.id),
    userId: memberId(),
    enteredAt: timestamptz('entered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

export const findPosts = pgTable(
  'find_posts',
  {
    id: serialId(),
    userId: memberId(),
    shopId: bigintNumber('shop_id').references(() => shops.id),
    type: varchar('type', { length: 8 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    videoUrl: varchar('video_url', { length: 255 }),
    cover: varchar('cover', { length: 255 }),
    liveRoomId: bigintNumber('live_room_id').references(() => liveRooms.id),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    views: integer('views').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [
    index('find_posts_status_idx').on(t.status, t.id),
    index('find_posts_user_idx').on(t.userId, t.id),
  ],
);

export const findLikes = pgTable(
  'find_likes',
  {
    userId: memberId(),
    postId: requiredRef('post_id', () => findPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const findComments = pgTable(
  'find_comments',
  {
    id: serialId(),
    postId: requiredRef('post_id', () => findPosts.id, { onDelete: 'cascade' }),
    userId: memberId(),
    pid: bigintNumber('pid').notNull().default(0),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('find_comments_post_idx').on(t.postId, t.id)],
);

/** Members following members (feed authors). */
export const memberFollows = pgTable(
  'member_follows',
  {
    userId: memberId(),
    targetUserId: memberId('target_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetUserId] }),
    index('member_follows_target_idx').on(t.targetUserId),
  ],
);
