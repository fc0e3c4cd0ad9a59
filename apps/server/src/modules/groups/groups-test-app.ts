import { groupKit } from './group-test-kit.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

export { t };

/** The app (with the demo catalogue) and the group kit of one groups test file, set once `useGroupApp()` ran its hook. */
export let kit: ReturnType<typeof groupKit>;
export const HOUR = 3_600_000;

/** Starts one app per test file before its tests and closes it after them. */
export function useGroupApp(): void {
  useTestApp({ catalog: true }, async () => {
    kit = groupKit(t);
  });
}
