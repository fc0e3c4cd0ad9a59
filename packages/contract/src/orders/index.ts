// The buying part of the contract (cart, addresses, checkout, orders, refunds, coupons, groups):
// its own entry so the web app loads it only with those pages.
export * from './orders-shared.schemas.ts';
export * from './cart.schemas.ts';
export * from './cart.routes.ts';
export * from './address.schemas.ts';
export * from './address.routes.ts';
export * from './order-states.ts';
export * from './checkout.schemas.ts';
export * from './order.schemas.ts';
export * from './order.routes.ts';
export * from './refund-states.ts';
export * from './refund.schemas.ts';
export * from './refund.routes.ts';
export * from './group.schemas.ts';
export * from './group.routes.ts';
export * from './coupon.schemas.ts';
export * from './coupon.routes.ts';
export * from './coupon-console.schemas.ts';
export * from './coupon-console.routes.ts';
export * from './group-console.schemas.ts';
export * from './group-console.routes.ts';
