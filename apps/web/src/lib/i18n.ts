import {
  DEFAULT_LANGUAGE,
  i18nOptions,
  isLanguageCode,
  readLocale,
  type LanguageCode,
  type LocaleModule,
} from '@cloudmall/client';
import { megabytes, UPLOAD_IMAGE_MAX_BYTES } from '@cloudmall/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readString, writeString } from './storage';

/** One namespace per feature plus `common` and `errors` (style anchors §3.12). */
export const NAMESPACES = ['common', 'errors', 'routes', 'auth', 'user', 'settings'] as const;

const localeLoaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

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
  read: readLocale(
    (language, namespace) => localeLoaders[`../locales/${language}/${namespace}.json`],
  ),
};

/** Every text that states the picture limit reads the contract's one value. */
function withDefaultVariables(options: ReturnType<typeof i18nOptions>) {
  const defaultVariables = { uploadMaxMb: megabytes(UPLOAD_IMAGE_MAX_BYTES) };
  return { ...options, interpolation: { ...options.interpolation, defaultVariables } };
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let ready: Promise<typeof i18next> | undefined;

/** Initialises i18next once with the stored language and every namespace of it. */
export function initI18n(language: LanguageCode = readStoredLanguage()): Promise<typeof i18next> {
  ready ??= i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init(withDefaultVariables(i18nOptions(language, NAMESPACES)))
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

/** The language requests announce (`Accept-Language` and `lang`); the stored one before i18next is ready. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? readStoredLanguage();
}

export { i18next };
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from '@cloudmall/client';
