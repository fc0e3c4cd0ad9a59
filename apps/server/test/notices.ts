import { and, eq } from 'drizzle-orm';
import { notices } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The stored notices of one message key a user got. */
export const noticesOf = (t: TestApp, userId: number, key: string) =>
  t.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.messageKey, key)));

/** Waits a little for work done after a commit (notices, pushes). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
