import type { addresses } from '../../db/schema/cart.schema.ts';

/** A member's delivery address as the cart module stores it (what `addressOf` answers). */
export type AddressRow = typeof addresses.$inferSelect;
