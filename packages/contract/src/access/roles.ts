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

/**
 * Who may call a console route, spread into `defineRoute` (`...CONSOLE_ADMINS`): a console session
 * holding one of these roles.
 */
export const CONSOLE_ADMINS = { auth: 'console', roles: ['admin'] } as const;
export const CONSOLE_MERCHANTS = { auth: 'console', roles: ['merchant'] } as const;
/** Customer-service agents, and admins who stand in for them. */
export const CONSOLE_SERVICE_DESK = { auth: 'console', roles: ['service', 'admin'] } as const;
export const CONSOLE_ADVERTISERS = { auth: 'console', roles: ['advertiser'] } as const;
/** Advertisers on their own campaigns, and admins on every campaign. */
export const CONSOLE_CAMPAIGN_DESK = { auth: 'console', roles: ['advertiser', 'admin'] } as const;
