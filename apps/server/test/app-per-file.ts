import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** The app of the running test file, set once the `useTestApp()` hook ran. */
export let t: TestApp;

/**
 * One app per test file: created before its tests (then `ready` runs: log members in, fund them,
 * open sockets) and closed after them.
 */
export function useTestApp(
  options: TestAppOptions = {},
  ready?: (app: TestApp) => Promise<void>,
  timeout?: number,
): void {
  beforeAll(async () => {
    t = await createTestApp(options);
    await ready?.(t);
  }, timeout);
  afterAll(async () => t?.close());
}
