import { useUserStore } from '../../stores/user-store';

/**
 * The query keys of one root: `key(...parts)` is `[root, member id, ...parts]`. Keys carry the member
 * id, so a second member on the same device never sees the first one's cache; invalidating `[root]`
 * refreshes them all.
 */
export const memberKeyOf =
  <const Root extends string>(root: Root) =>
  <const Parts extends readonly unknown[]>(...parts: Parts) =>
    [root, useUserStore.getState().id, ...parts] as const;
