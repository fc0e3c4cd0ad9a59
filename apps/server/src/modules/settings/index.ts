import type { Db } from '../../db/database.ts';
import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule, type SettingDeclarations } from '../../platform/module.ts';
import { createSettingsService } from './settings.service.ts';
import { createSettingsAdminService } from './settings-admin.service.ts';
import { registerSettingsRoutes } from './routes/console.routes.ts';

/** Platform settings: one validated value per key that a module declared; the admin's list and update. */
export function createSettingsModule(deps: { db: Db; declared: SettingDeclarations[] }) {
  const declared = Object.assign({}, ...deps.declared) as SettingDeclarations;
  const service = createSettingsService(deps.db, declared);
  const admin = createSettingsAdminService(deps.db, declared, service.onChange);
  return defineModule({
    ...service,
    admin,
    name: 'settings',
    routes: (app: FastifyInstance, bind: BindRoute) => registerSettingsRoutes(app, bind, admin),
  });
}

export type SettingsModule = ReturnType<typeof createSettingsModule>;
export { createSettingsService, type SettingsService } from './settings.service.ts';
export type { SettingKey, SettingRegistry, SettingValue } from './settings.registry.ts';
