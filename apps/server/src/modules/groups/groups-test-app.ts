import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { groupKit } from './group-test-kit.ts';

/** The app (with the demo catalogue) and the group kit of one groups test file, set once `useGroupApp()` ran its hook. */
export let t: TestApp;
export let kit: ReturnType<typeof groupKit>;
export const HOUR = 3_600_000;

/** Starts one app per test file before its tests and closes it after them. */
export function useGroupApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ catalog: true });
    kit = groupKit(t);
  });
  afterAll(async () => t.close());
}
