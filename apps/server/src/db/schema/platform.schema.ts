import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform-owned tables (no module owns them). */

/** Who runs a scheduled job now: one row per job, held by one instance until `lease_until`. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
