import type { orderItems, orders } from '../../db/schema/orders.schema.ts';

/** An order as the orders module stores it: the read model other modules receive through ports. */
export type OrderRecord = typeof orders.$inferSelect;
/** One line of an order, as stored. */
export type OrderItemRecord = typeof orderItems.$inferSelect;
