// The discovery feed and live rooms part of the contract.
export * from './find.schemas.ts';
export * from './find.routes.ts';
export * from './live-console.schemas.ts';
export * from './live-console.routes.ts';
