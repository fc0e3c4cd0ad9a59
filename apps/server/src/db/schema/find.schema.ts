import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { shops } from './catalog.schema.ts';
import { users } from './identity.schema.ts';

/**
 * A shop's live room: `live` while on air (at most one per shop), `ended` once its merchant ends it.
 * `stream_key` is the secret the merchant's encoder pushes with (never shown to viewers); rooms made
 * before the console have none.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    title: varchar('title', { length: 120 }).notNull(),
    cover: varchar('cover', { length: 255 }).notNull(),
    hlsUrl: varchar('hls_url', { length: 500 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('live'),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    streamKey: varchar('stream_key', { length: 64 }).unique('live_rooms_stream_key_unique'),
    /** The merchant who started it from the console. */
    createdBy: integer('created_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

export const findPosts = pgTable(
  'find_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: bigint('shop_id', { mode: 'number' }).references(() => shops.id),
    type: varchar('type', { length: 8 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    videoUrl: varchar('video_url', { length: 255 }),
    cover: varchar('cover', { length: 255 }),
    liveRoomId: bigint('live_room_id', { mode: 'number' }).references(() => liveRooms.id),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    views: integer('views').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('find_posts_status_idx').on(t.status, t.id),
    index('find_posts_user_idx').on(t.userId, t.id),
  ],
);

export const findLikes = pgTable(
  'find_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => findPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const findComments = pgTable(
  'find_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => findPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('find_comments_post_idx').on(t.postId, t.id)],
);

/** Members following members (feed authors). */
export const memberFollows = pgTable(
  'member_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetUserId] }),
    index('member_follows_target_idx').on(t.targetUserId),
  ],
);
