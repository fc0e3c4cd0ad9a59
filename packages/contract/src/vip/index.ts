// VIP levels and distributors with water cards (issue #15 items 3 and 4).
export * from './vip.schemas.ts';
export * from './vip.routes.ts';
export * from './distributor.schemas.ts';
export * from './distributor.routes.ts';
