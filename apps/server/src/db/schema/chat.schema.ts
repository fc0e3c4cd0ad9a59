import type { HelpTranslations } from '@cloudmall/contract/console-content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, serialId, timestamptz } from './columns.ts';
import { memberId } from './identity.schema.ts';

/** Messages between two members; stored before they are pushed. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    fromUserId: memberId('from_user_id'),
    toUserId: memberId('to_user_id'),
    shopId: integer('shop_id'),
    type: varchar('type', { length: 8 }).notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('chat_messages_pair_idx').on(
      sql`least(${t.fromUserId}, ${t.toUserId})`,
      sql`greatest(${t.fromUserId}, ${t.toUserId})`,
      t.id,
    ),
    index('chat_messages_unread_idx')
      .on(t.toUserId)
      .where(sql`${t.readAt} is null`),
    index('chat_messages_undelivered_idx')
      .on(t.toUserId, t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** What a member removed from their own view: messages with the other member up to an id. */
export const chatHidden = pgTable(
  'chat_hidden',
  {
    userId: integer('user_id').notNull(),
    otherUserId: integer('other_user_id').notNull(),
    hiddenUpToId: bigintNumber('hidden_up_to_id').notNull(),
    /** Deleted from the list (true) or only its history cleared (false). */
    removed: boolean('removed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherUserId] })],
);

export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    userId: memberId(),
    type: varchar('type', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    /** The catalogue message the notice is shown with, in the reader's language; null: `title`/`content` as written. */
    messageKey: varchar('message_key', { length: 64 }),
    /** The values the message is rendered with. */
    params: jsonb('params').$type<Record<string, string | number>>(),
    modules: varchar('modules', { length: 32 }).notNull(),
    modulesId: bigintNumber('modules_id').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('notices_user_type_idx').on(t.userId, t.type, t.id)],
);

/** The member's conversation with customer service (assistant and human agents). */
export const serviceMessages = pgTable(
  'service_messages',
  {
    id: serialId(),
    userId: memberId(),
    sender: varchar('sender', { length: 8 }).notNull(),
    agentUserId: integer('agent_user_id'),
    type: varchar('type', { length: 8 }).notNull(),
    content: jsonb('content').notNull(),
    wantsHuman: boolean('wants_human').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('service_messages_user_idx').on(t.userId, t.id)],
);

export const helpArticles = pgTable('help_articles', {
  id: serialId(),
  title: varchar('title', { length: 120 }).notNull(),
  content: text('content').notNull(),
  /** Comma-separated words the assistant matches questions against. */
  keywords: varchar('keywords', { length: 300 }).notNull(),
  weight: integer('weight').notNull().default(0),
  /** Title, content and keywords per language beside the English columns (contract `HelpTranslationsSchema`). */
  translations: jsonb('translations').$type<HelpTranslations>().notNull().default({}),
});
