// The team, invitations and commissions part of the contract, its own entry so the web app loads it only with these pages.
export * from './team.schemas.ts';
export * from './team.routes.ts';
