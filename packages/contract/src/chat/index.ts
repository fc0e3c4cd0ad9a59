// The chat and notices part of the contract, its own entry so the web app loads it with chat pages.
export * from './chat.schemas.ts';
export * from './chat.events.ts';
export * from './chat.routes.ts';
export * from './service-desk.routes.ts';
export * from './chat-merchant.routes.ts';
