export { createSettingsService, type SettingsService } from './settings.service.ts';
export type { SettingKey, SettingValue } from './settings.defaults.ts';
