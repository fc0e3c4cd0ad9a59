export * from './identity.schema.ts';
export * from './settings.schema.ts';
export * from './wallet.schema.ts';
export * from './chat.schema.ts';
export * from './catalog.schema.ts';
export * from './find.schema.ts';
