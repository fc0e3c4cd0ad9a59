import type { ConsoleFeature } from '../lib/feature';
import { auditFeature } from '../features/audit/routes';
import { homeFeature } from '../features/home/routes';
import { membersFeature } from '../features/members/routes';
import { merchantFeature } from '../features/merchant/routes';

/**
 * Every console feature, one line each (keep it so: merges stay trivial). A feature exports its
 * routes and menu entries from `features/<name>/routes.tsx`; the menu shows what the roles allow.
 */
export const FEATURES: readonly ConsoleFeature[] = [
  homeFeature,
  membersFeature,
  auditFeature,
  merchantFeature,
];
