import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { createAddressesService } from './addresses.service.ts';
import { createCartService } from './cart.service.ts';
import type { CartCatalogPort } from './ports.ts';

/** The member's server cart (synchro and storage of protocol §2.7) and delivery addresses (§2.17). */
export function createCartModule(deps: {
  db: Db;
  clock: Clock;
  /** SKUs and favourites (`catalog.buying`). */
  catalog: CartCatalogPort;
}) {
  return { cart: createCartService(deps), addresses: createAddressesService(deps) };
}

export type CartModule = ReturnType<typeof createCartModule>;
export { addressOf } from './addresses.service.ts';
export type { AddressRow } from './addresses.repository.ts';
export type { CartCatalogPort } from './ports.ts';
export { registerCartRoutes } from './routes/app.routes.ts';
