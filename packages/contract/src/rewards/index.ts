// The growth part of the contract (reward pools, green points and equity, the public queue).
export * from './rewards.schemas.ts';
export * from './rewards.routes.ts';
export * from './queue.schemas.ts';
export * from './queue.routes.ts';
