// @cloudmall/client: the framework-free typed API client shared by the member app (apps/web) and the
// console (apps/console). Each app configures it with its own token, language, toasts and 401 handling.
// Also what both apps share around it: their languages and locale loading (`languages.ts`) and
// their access to local storage (`local-storage.ts`).
export * from './abort.ts';
export * from './api-error.ts';
export * from './api-client.ts';
export * from './request-rules.ts';
export * from './deferred-client.ts';
export * from './languages.ts';
export * from './local-storage.ts';
