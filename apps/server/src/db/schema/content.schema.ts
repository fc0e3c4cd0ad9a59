import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@cloudmall/contract';

export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: varchar('category', { length: 32 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    description: varchar('description', { length: 300 }).notNull().default(''),
    content: text('content').notNull(),
    /** Text per language beside the English columns (contract `translationsSchema`). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_category_idx').on(t.category, t.id)],
);

export const adverts = pgTable('adverts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** open, page, category, first or other. */
  module: varchar('module', { length: 16 }).notNull(),
  type: varchar('type', { length: 8 }).notNull(),
  media: varchar('media', { length: 255 }).notNull(),
  url: varchar('url', { length: 255 }).notNull().default(''),
  categoryId: bigint('category_id', { mode: 'number' }),
  weigh: integer('weigh').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
