import { CONSOLE_ROLES, type ConsoleRole } from '@cloudmall/contract';

/** The console roles (issue #14, from the contract): a member holding none cannot use the console. */
export { CONSOLE_ROLES, type ConsoleRole };

export function isConsoleRole(value: string): value is ConsoleRole {
  return (CONSOLE_ROLES as readonly string[]).includes(value);
}

/** Whether a caller holding `held` may open something meant for any of `allowed` (empty: anyone). */
export function allows(held: readonly string[], allowed: readonly ConsoleRole[]): boolean {
  return allowed.length === 0 || allowed.some((role) => held.includes(role));
}
