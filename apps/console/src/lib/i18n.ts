import {
  DEFAULT_LANGUAGE,
  i18nOptions,
  isLanguageCode,
  readLocale,
  type LanguageCode,
  type LocaleLoader,
  type LocaleModule,
} from '@cloudmall/client';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONSOLE_STORAGE_KEYS, readStored, writeStored } from './storage';

/** One namespace per feature (`locales/<lng>/<feature>.json`) plus `common`, loaded on first use. */
const ownLocales = import.meta.glob<LocaleModule>('../locales/*/*.json');
/**
 * Server message keys: the member app's `errors.json` is the one source (the contract's keys, checked
 * by `npm run i18n:check`); the console reads it as its `errors` namespace instead of keeping a copy.
 */
const serverErrors = import.meta.glob<LocaleModule>('../../../web/src/locales/*/errors.json');

function loaderOf(language: string, namespace: string): LocaleLoader | undefined {
  if (namespace === 'errors')
    return serverErrors[`../../../web/src/locales/${language}/errors.json`];
  return ownLocales[`../locales/${language}/${namespace}.json`];
}

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: readLocale(loaderOf),
};

/** The console's language, kept under its own key (the member app keeps its own). */
export function readStoredLanguage(): LanguageCode {
  const stored = readStored(CONSOLE_STORAGE_KEYS.lang);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

let ready: Promise<typeof i18next> | undefined;

/** Initialises i18next once with the stored language, `common` and `errors`. */
export function initI18n(language: LanguageCode = readStoredLanguage()): Promise<typeof i18next> {
  ready ??= i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init(i18nOptions(language, ['common', 'errors']))
    .then(() => {
      document.documentElement.lang = i18next.language;
      return i18next;
    });
  return ready;
}

/** Switches and remembers the language. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  writeStored(CONSOLE_STORAGE_KEYS.lang, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from '@cloudmall/client';
