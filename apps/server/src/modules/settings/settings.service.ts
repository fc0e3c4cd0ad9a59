import type { Db } from '../../db/database.ts';
import type { SettingKey, SettingValue } from './settings.defaults.ts';
import { SETTING_DEFAULTS, SETTING_SCHEMAS } from './settings.defaults.ts';
import { settingsRepository } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db) {
  return {
    /** Reads a setting; a missing or malformed row falls back to the default rather than failing a request. */
    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      const stored = await settingsRepository.find(db, key);
      const parsed = SETTING_SCHEMAS[key].safeParse(stored);
      return (parsed.success ? parsed.data : SETTING_DEFAULTS[key]) as SettingValue<K>;
    },

    /** Writes a setting after validating it against its schema. */
    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      await settingsRepository.upsert(db, key, SETTING_SCHEMAS[key].parse(value));
    },

    /** Writes every default that is not set yet; returns the keys it created. */
    async seedDefaults(): Promise<string[]> {
      const created: string[] = [];
      for (const key of Object.keys(SETTING_DEFAULTS) as SettingKey[]) {
        if (await settingsRepository.insertMissing(db, key, SETTING_DEFAULTS[key]))
          created.push(key);
      }
      return created;
    },
  };
}
