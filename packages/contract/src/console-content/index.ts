// The console's content and settings part of the contract (platform admin).
export * from './content-console.schemas.ts';
export * from './content-console.routes.ts';
