export * from './identity.schema.ts';
export * from './settings.schema.ts';
