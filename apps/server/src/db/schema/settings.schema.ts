import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Platform settings read by every module: one JSON value per key. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
