/**
 * The roles that open the console. A member holds any number of them (none: a plain member, who
 * cannot use the console). `merchant` sees its own shop only; `admin` runs the platform; the others
 * are the narrower roles of issue #14 (distributor, service provider, advertiser).
 */
export const CONSOLE_ROLES = ['admin', 'merchant', 'distributor', 'service', 'advertiser'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The kind of a session: the member app's, or the console's (each kind keeps its own single session). */
export const SESSION_KINDS = ['app', 'console'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
