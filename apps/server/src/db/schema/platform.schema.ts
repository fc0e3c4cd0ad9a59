import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Platform-owned tables (no module owns them). */

/** Who runs a scheduled job now: one row per job, held by one instance until `lease_until`. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamptz('lease_until').notNull(),
});
