import type { Db } from '../../db/database.ts';
import type { SettingDeclarations } from '../../platform/module.ts';
import type { SettingKey, SettingValue } from './settings.registry.ts';
import { settingsRepository } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Settings of every module: `declared` is what the modules declare (keys, schemas, defaults). */
export function createSettingsService(db: Db, declared: SettingDeclarations) {
  const declaration = (key: string) => {
    const found = declared[key];
    if (!found) throw new Error(`setting ${key} is not declared by any module`);
    return found;
  };
  /** Called after an admin changed a setting (a module drops what it cached from settings). */
  const onChange: Array<(key: string) => void> = [];
  return {
    onChange,

    /** Reads a setting; a missing or malformed row falls back to the default rather than failing a request. */
    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      const { schema, defaultValue } = declaration(key);
      const parsed = schema.safeParse(await settingsRepository.find(db, key));
      return (parsed.success ? parsed.data : defaultValue) as SettingValue<K>;
    },

    /** Writes a setting after validating it against its schema. */
    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      await settingsRepository.upsert(db, key, declaration(key).schema.parse(value));
    },

    /** Writes every default that is not set yet; returns the keys it created. */
    async seedDefaults(): Promise<string[]> {
      const created: string[] = [];
      for (const [key, { defaultValue }] of Object.entries(declared)) {
        if (await settingsRepository.insertMissing(db, key, defaultValue)) created.push(key);
      }
      return created;
    },
  };
}
