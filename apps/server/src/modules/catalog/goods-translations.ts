import type { TranslatedLanguage, Translations } from '@cloudmall/contract';
import type { GoodsTranslationsInput, MerchantGoodsDetail } from '@cloudmall/contract/merchant';
import { sanitizeRichText } from './rich-text.ts';

const TRANSLATED: readonly TranslatedLanguage[] = ['zh-Hant', 'tr', 'id'];
const FIELDS = ['title', 'content'] as const;

/** The goods' title and text per translated language as the editor shows them ('' where none). */
export function goodsTextsOf(
  translations: Translations | null,
): MerchantGoodsDetail['translations'] {
  const texts = (language: TranslatedLanguage) => ({
    title: translations?.[language]?.title ?? '',
    content: translations?.[language]?.content ?? '',
  });
  return { 'zh-Hant': texts('zh-Hant'), tr: texts('tr'), id: texts('id') };
}

/**
 * The goods' translations after a save: a language sent replaces its title and text ('' removes
 * them, so the app shows the English); a language left out keeps what it has, as do other fields.
 */
export function withGoodsTexts(
  stored: Translations | null,
  sent: GoodsTranslationsInput | undefined,
): Translations {
  const out: Translations = {};
  for (const language of TRANSLATED) {
    const kept: Record<string, string> = { ...stored?.[language] };
    const texts = sent?.[language];
    if (texts)
      for (const field of FIELDS) {
        const value = field === 'content' ? sanitizeRichText(texts.content) : texts.title;
        if (value) kept[field] = value;
        else delete kept[field];
      }
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}
