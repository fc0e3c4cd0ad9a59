import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, serialId, translations } from './columns.ts';

export const articles = pgTable(
  'articles',
  {
    id: serialId(),
    category: varchar('category', { length: 32 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    description: varchar('description', { length: 300 }).notNull().default(''),
    content: text('content').notNull(),
    translations: translations(),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.category, t.id)],
);

export const adverts = pgTable('adverts', {
  id: serialId(),
  /** open, page, category, first or other. */
  module: varchar('module', { length: 16 }).notNull(),
  type: varchar('type', { length: 8 }).notNull(),
  media: varchar('media', { length: 255 }).notNull(),
  url: varchar('url', { length: 255 }).notNull().default(''),
  categoryId: bigintNumber('category_id'),
  weigh: integer('weigh').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
