import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notices } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The stored notices of one message key a user got. */
export const noticesOf = (t: TestApp, userId: number, key: string) =>
  t.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.messageKey, key)));

/**
 * Expects a user to have been told `count` notices of one key: notices are stored after the commit
 * that caused them, so this polls (a fixed sleep is flaky on a loaded machine).
 */
export const expectNotices = (t: TestApp, userId: number, key: string, count = 1) =>
  expect.poll(async () => (await noticesOf(t, userId, key)).length).toBe(count);

/** Waits a little for work done after a commit (pushes) where there is nothing to poll. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
