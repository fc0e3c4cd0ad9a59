import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import { createMerchantDeskService } from './merchant.service.ts';
import type { MerchantDeskPorts, ShopNotifier } from './ports.ts';
import { registerMerchantDeskRoutes } from './routes/merchant.routes.ts';

/** The merchant desk: dashboard figures and badges of the caller's shop, and notices to shop owners. Owns no table. */
export function createMerchantModule(deps: {
  clock: Clock;
  ports: MerchantDeskPorts;
  notify: ShopNotifier;
  changed: ChangePort;
  log: FastifyBaseLogger;
}) {
  const module = defineModule({
    name: 'merchant',
    desk: createMerchantDeskService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerMerchantDeskRoutes(app, bind, module.desk),
  });
  return module;
}

export type MerchantModule = ReturnType<typeof createMerchantModule>;
export type { MerchantDeskPorts, TellShop } from './ports.ts';
