// The daily sign-in part of the contract, its own entry so the web app loads it only with sign-in pages.
export * from './signin.schemas.ts';
export * from './signin.routes.ts';
