import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { SettingsService } from '../settings/index.ts';
import { coinsSettings } from './coins.settings.ts';
import { createCoinsService } from './coins.service.ts';
import { registerCoinRoutes } from './routes/app.routes.ts';

/**
 * Coins for the mining pool pages: coins, their price history over 3/7/30 days, admins' price
 * feed, and the setting naming the mining machines' goods category.
 * Wiring in app-modules.ts: `const coins = createCoinsModule({ db, clock, settings })`.
 */
export function createCoinsModule(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const service = createCoinsService(deps);
  const module = defineModule({
    name: 'coins',
    service,
    settings: coinsSettings,
    routes: (app: FastifyInstance, bind: BindRoute): void => registerCoinRoutes(app, bind, service),
  });
  return module;
}

export type CoinsModule = ReturnType<typeof createCoinsModule>;
export { coinsSettings } from './coins.settings.ts';
export { downsample, fromMinor, periodFigures, toMinor } from './coin-rules.ts';
