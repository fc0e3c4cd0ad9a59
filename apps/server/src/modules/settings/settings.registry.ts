/**
 * Every setting key with its value type. Each module adds the keys it owns from its
 * `<module>.settings.ts` (`declare module '../settings/index.ts'`), so `settings.get(key)` is typed
 * without this module importing any other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SettingRegistry {}

export type SettingKey = keyof SettingRegistry & string;
export type SettingValue<K extends SettingKey> = SettingRegistry[K];
