import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/**
 * Who did what to money, identity, access or content, to which row, why, and the state before and
 * after. Append-only (a trigger refuses updates and deletes); written through `platform/audit.ts`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorUserId: integer('actor_user_id').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 64 }).notNull(),
    detail: jsonb('detail').notNull(),
    /** What kind of row the action touched (`member`, `withdrawal`) and its id, for filtering. */
    targetType: varchar('target_type', { length: 32 }).notNull().default(''),
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
