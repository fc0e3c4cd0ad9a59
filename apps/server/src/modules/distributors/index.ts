import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { distributorsSettings } from './distributors.settings.ts';
import { createDistributorsService } from './distributors.service.ts';
import type { DistributorsDeps } from './ports.ts';
import { registerDistributorRoutes } from './routes/app.routes.ts';
import { createWaterCardsService } from './water-cards.service.ts';

/**
 * Distributors: members apply, admins approve (the `distributor` console role) or refuse; approved
 * distributors buy water cards (stored value, one-time codes) from the balance that any member
 * redeems into their balance, and buy goods at the distributor rate (`discountOf`, checkout).
 */
export function createDistributorsModule(deps: DistributorsDeps) {
  const distributors = createDistributorsService(deps);
  const cards = createWaterCardsService(deps);
  const module = defineModule({
    name: 'distributors',
    distributors,
    cards,
    /** The distributor rate in basis points for an approved distributor, else 0 (checkout). */
    discountOf: distributors.discountOf,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerDistributorRoutes(app, bind, module),
    settings: distributorsSettings,
  });
  return module;
}

export type DistributorsModule = ReturnType<typeof createDistributorsModule>;
export type { DistributorsDeps } from './ports.ts';
export { distributorsSettings } from './distributors.settings.ts';
