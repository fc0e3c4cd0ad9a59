import { megabytes, UPLOAD_IMAGE_MAX_BYTES } from '@cloudmall/contract';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readString, writeString } from './storage';

export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh-Hant', nativeName: '繁體中文' },
  { code: 'tr', nativeName: 'Türkçe' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** One namespace per feature plus `common` and `errors` (style anchors §3.12). */
export const NAMESPACES = ['common', 'errors', 'routes', 'auth', 'user', 'settings'] as const;

type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

export function isLanguageCode(value: string | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** Spec §1: the chosen language is kept in local storage; English is the default. */
export function readStoredLanguage(): LanguageCode {
  const stored = readString(STORAGE_KEYS.lang);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Loads `locales/<lng>/<ns>.json` on demand, so only the chosen language is downloaded. */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let ready: Promise<typeof i18next> | undefined;

/** Initialises i18next once with the stored language and every namespace of it. */
export function initI18n(language: LanguageCode = readStoredLanguage()): Promise<typeof i18next> {
  ready ??= i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((item) => item.code),
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: {
        escapeValue: false, // React escapes
        // every text that states the picture limit reads the contract's one value
        defaultVariables: { uploadMaxMb: megabytes(UPLOAD_IMAGE_MAX_BYTES) },
      },
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18next.language);
      return i18next;
    });
  return ready;
}

/** Switches the language, keeps it in local storage and updates `<html lang>`. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  await i18next.changeLanguage(language);
  writeString(STORAGE_KEYS.lang, language);
  applyDocumentLanguage(language);
}

/** The language requests announce (`Accept-Language` and `lang`). */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}

export { i18next };
