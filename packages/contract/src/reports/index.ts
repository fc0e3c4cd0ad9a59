// Platform reports (console): their own entry, loaded only by the console's report pages.
export * from './reports.schemas.ts';
export * from './reports.routes.ts';
