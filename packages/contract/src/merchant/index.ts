// The merchant console part of the contract: dashboard, badges, goods editing, orders and refunds.
export * from './merchant.schemas.ts';
export * from './merchant.routes.ts';
export * from './shop-apply.schemas.ts';
export * from './shop-apply.routes.ts';
