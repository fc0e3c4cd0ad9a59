// The devices part of the contract (cloud phones, scripts, activation codes), its own entry.
export * from './devices.schemas.ts';
export * from './devices.routes.ts';
export * from './devices-console.routes.ts';
export * from './devices-admin.schemas.ts';
export * from './devices-admin.routes.ts';
