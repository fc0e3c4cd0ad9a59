import { z } from 'zod';

/** The app's languages; English is the default and the text every row carries in its own columns. */
export const LANGUAGES = ['en', 'zh-Hant', 'tr', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a row may carry beside its English columns. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/**
 * Text per language beside a row's English columns: `{ "zh-Hant": { "name": "…" }, "tr": { … } }`.
 * A missing language or field falls back to the English column.
 */
export const translationsSchema = z
  .object({
    'zh-Hant': z.record(z.string().max(64), z.string().max(20_000)).optional(),
    tr: z.record(z.string().max(64), z.string().max(20_000)).optional(),
    id: z.record(z.string().max(64), z.string().max(20_000)).optional(),
  })
  .strict();
export type Translations = z.infer<typeof translationsSchema>;

/** The language a request asks for, from its `lang` or `Accept-Language` header; English by default. */
export function parseLanguage(header: string | undefined | null): Language {
  const value = (header ?? '').trim().toLowerCase();
  if (value.startsWith('zh')) return 'zh-Hant';
  if (value.startsWith('tr')) return 'tr';
  if (value.startsWith('id') || value.startsWith('in')) return 'id';
  return 'en';
}

/** A field of a row in `language`: its translation when there is one, else the English column. */
export function localized(
  english: string,
  translations: Translations | null | undefined,
  language: Language,
  field: string,
): string {
  if (language === 'en' || !translations) return english;
  const text = translations[language]?.[field];
  return text && text.length > 0 ? text : english;
}
