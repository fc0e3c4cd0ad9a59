import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createAddressesService } from './addresses.service.ts';
import { createCartService } from './cart.service.ts';
import type { CartCatalogPort } from './ports.ts';
import { registerCartRoutes } from './routes/app.routes.ts';

/** The member's server cart (synchro and storage of protocol §2.7) and delivery addresses (§2.17). */
export function createCartModule(deps: {
  db: Db;
  clock: Clock;
  /** SKUs and favourites (`catalog.buying`). */
  catalog: CartCatalogPort;
}) {
  const module = defineModule({
    name: 'cart',
    cart: createCartService(deps),
    addresses: createAddressesService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void => registerCartRoutes(app, bind, module),
  });
  return module;
}

export type CartModule = ReturnType<typeof createCartModule>;
export { addressOf } from './addresses.service.ts';
export type { AddressRow } from './address-record.ts';
export type { CartCatalogPort } from './ports.ts';
