import type { SettingValue } from '../settings/index.ts';
import { DUE_RULES } from './refund-states.ts';

const DAY_MS = 86_400_000;

/** When the system acts on a request nobody moves (the jobs' rule for its state), or null when nothing is pending. */
export function dueAtOf(
  refund: { state: number; type: number; updatedAt: Date },
  rules: SettingValue<'orders.aftersale'>,
): Date | null {
  const rule = DUE_RULES.find((r) => r.state === refund.state);
  if (!rule) return null;
  return new Date(refund.updatedAt.getTime() + rules[rule.setting] * DAY_MS);
}
