// The service desk part of the contract (feedback, complaints, consultations), its own entry.
export * from './service.schemas.ts';
export * from './service.routes.ts';
export * from './service-console.routes.ts';
