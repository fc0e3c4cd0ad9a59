import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Platform settings read by every module: one JSON value per key. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
