/** The console roles (issue #14): a member holding none of them cannot use the console. */
export const CONSOLE_ROLES = ['admin', 'merchant', 'distributor', 'service', 'advertiser'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export function isConsoleRole(value: string): value is ConsoleRole {
  return (CONSOLE_ROLES as readonly string[]).includes(value);
}

/** Whether a caller holding `held` may open something meant for any of `allowed` (empty: anyone). */
export function allows(held: readonly string[], allowed: readonly ConsoleRole[]): boolean {
  return allowed.length === 0 || allowed.some((role) => held.includes(role));
}
