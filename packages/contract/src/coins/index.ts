// The coins part of the contract (mining pool pages), its own entry so only those pages load it.
export * from './coins.schemas.ts';
export * from './coins.routes.ts';
