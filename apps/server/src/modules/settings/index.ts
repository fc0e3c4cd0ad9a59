import type { Db } from '../../db/database.ts';
import { defineModule, type SettingDeclarations } from '../../platform/module.ts';
import { createSettingsService } from './settings.service.ts';

/** Platform settings: one validated value per key that a module declared; routes: none yet. */
export function createSettingsModule(deps: { db: Db; declared: SettingDeclarations[] }) {
  const declared = Object.assign({}, ...deps.declared) as SettingDeclarations;
  return defineModule({
    ...createSettingsService(deps.db, declared),
    name: 'settings',
    routes: () => undefined,
  });
}

export type SettingsModule = ReturnType<typeof createSettingsModule>;
export { createSettingsService, type SettingsService } from './settings.service.ts';
export type { SettingKey, SettingRegistry, SettingValue } from './settings.registry.ts';
