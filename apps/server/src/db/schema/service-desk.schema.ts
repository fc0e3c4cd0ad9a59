import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, jsonList, serialId, timestamptz, updatedAt } from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * One request a member sent the service desk. `kind` is feedback (category: suggestion, problem,
 * other; states submitted → replied → closed), complaint (category: the reason; `target_type` member,
 * goods or shop and `target_id`, which existed when it was filed; states pending → processing →
 * resolved or rejected) or consultation (`subject`; states pending → answered). `reply` is the desk's
 * latest answer, written by `replied_by` at `replied_at`; every decision is also in the audit log.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serialId(),
    userId: memberId(),
    kind: varchar('kind', { length: 16 }).notNull(),
    category: varchar('category', { length: 16 }).notNull().default(''),
    targetType: varchar('target_type', { length: 16 }).notNull().default(''),
    targetId: integer('target_id').notNull().default(0),
    targetName: varchar('target_name', { length: 200 }).notNull().default(''),
    targetOwnerId: integer('target_owner_id').notNull().default(0),
    subject: varchar('subject', { length: 80 }).notNull().default(''),
    content: varchar('content', { length: 1000 }).notNull(),
    images: jsonList<string>('images'),
    contact: varchar('contact', { length: 64 }).notNull().default(''),
    state: varchar('state', { length: 16 }).notNull(),
    reply: varchar('reply', { length: 1000 }).notNull().default(''),
    repliedBy: integer('replied_by'),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_requests_user_kind_idx').on(t.userId, t.kind, t.id),
    index('service_requests_kind_state_idx').on(t.kind, t.state, t.id),
    index('service_requests_target_idx').on(t.targetType, t.targetId),
    check(
      'service_requests_kind_check',
      sql`${t.kind} in ('feedback', 'complaint', 'consultation')`,
    ),
  ],
);
