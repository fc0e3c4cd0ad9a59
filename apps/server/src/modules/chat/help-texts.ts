import type { Language } from '@cloudmall/contract';
import type { HelpTranslations } from '@cloudmall/contract/console-content';

const OTHER_LANGUAGES = ['zh-Hant', 'tr', 'id'] as const;

/** Keywords as stored: split at commas (ASCII or full-width), trimmed, empty ones dropped. */
export const normalizeKeywords = (text: string): string =>
  text
    .split(/[,，、]/)
    .map((word) => word.trim())
    .filter(Boolean)
    .join(',');

/** Translations as stored: empty texts and languages dropped, keywords normalised. */
export function storedHelpTranslations(input: HelpTranslations): HelpTranslations {
  const out: HelpTranslations = {};
  for (const language of OTHER_LANGUAGES) {
    const texts = input[language];
    if (!texts) continue;
    const kept: { title?: string; content?: string; keywords?: string } = {};
    if (texts.title) kept.title = texts.title;
    if (texts.content) kept.content = texts.content;
    const keywords = normalizeKeywords(texts.keywords ?? '');
    if (keywords) kept.keywords = keywords;
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}

/** The languages besides English whose title is filled. */
export const helpLanguages = (translations: HelpTranslations | null | undefined): string[] =>
  OTHER_LANGUAGES.filter((language) => Boolean(translations?.[language]?.title));

interface HelpArticleTexts {
  title: string;
  content: string;
  keywords: string;
  translations: HelpTranslations | null;
}

/** A help article in the reader's language: each text its translation when filled, else English. */
export function helpIn(article: HelpArticleTexts, language: Language) {
  const texts = language === 'en' ? undefined : article.translations?.[language];
  return {
    title: texts?.title || article.title,
    content: texts?.content || article.content,
    keywords: texts?.keywords || article.keywords,
  };
}

/** The words a question is matched against: the reader's language's keywords, then the English ones. */
export function matchWords(article: HelpArticleTexts, language: Language): string[] {
  const own = language === 'en' ? '' : (article.translations?.[language]?.keywords ?? '');
  const words = `${own},${article.keywords}`
    .split(',')
    .map((word) => word.trim().toLocaleLowerCase())
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}
