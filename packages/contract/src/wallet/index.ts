// The wallet part of the contract, its own entry so the web app loads it only with wallet pages.
export * from './wallet.schemas.ts';
export * from './wallet.routes.ts';
export * from './wallet-console.routes.ts';
export * from './wallet-admin.schemas.ts';
export * from './wallet-admin.routes.ts';
