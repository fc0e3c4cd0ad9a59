// The languages both apps speak and how they load their locale files: one list, one default, one
// loading rule. Framework-free: each app hands the results to its own i18next set-up.

export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh-Hant', nativeName: '繁體中文' },
  { code: 'tr', nativeName: 'Türkçe' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** A locale file as `import.meta.glob` loads it, and its loader. */
export type LocaleModule = { default: Record<string, unknown> };
export type LocaleLoader = () => Promise<LocaleModule>;

/**
 * The `read` of an i18next backend (`callbackApi: true`) loading `<language>/<namespace>` on first
 * use with the loader `loaderOf` finds; no loader is a final error, a failed load may be retried.
 */
export function readLocale(
  loaderOf: (language: string, namespace: string) => LocaleLoader | undefined,
) {
  return (
    language: string,
    namespace: string,
    callback: (error: Error | null, data: Record<string, unknown> | boolean) => void,
  ): void => {
    const load = loaderOf(language, namespace);
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  };
}

/**
 * The i18next options both apps share: the given language, English as fallback, only that
 * language's files, `namespaces` up front with `common` the default one, no escaping (React
 * escapes), Suspense while loading.
 */
export function i18nOptions(language: LanguageCode, namespaces: readonly string[]) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((item) => item.code),
    load: 'currentOnly' as const,
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}
