// The access part of the contract (console roles, console session, members admin, audit log).
export * from './roles.ts';
export * from './access.schemas.ts';
export * from './access.routes.ts';
export * from './audit-actions.ts';
