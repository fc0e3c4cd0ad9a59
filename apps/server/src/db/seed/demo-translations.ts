import type { Translations } from '@cloudmall/contract';
import demoTextGroups from './demo-texts.json' with { type: 'json' };

/** A demo text in the three languages beside English: [zh-Hant, tr, id]. */
export type DemoText = readonly [zhHant: string, tr: string, id: string];

/** The groups of `demo-texts.json` (categories, goods names, articles…) in one dictionary, checked. */
function demoTextsOf(groups: Record<string, Record<string, string[]>>): Record<string, DemoText> {
  const texts: Record<string, DemoText> = {};
  for (const group of Object.values(groups))
    for (const [english, [zhHant, tr, id, ...extra]] of Object.entries(group)) {
      if (zhHant === undefined || tr === undefined || id === undefined || extra.length > 0)
        throw new Error(`demo text needs exactly [zh-Hant, tr, id]: ${english}`);
      texts[english] = [zhHant, tr, id];
    }
  return texts;
}

/** Every English demo text with its translations (English is the key). */
export const DEMO_TEXTS: Readonly<Record<string, DemoText>> = demoTextsOf(demoTextGroups);

const LANGS = ['zh-Hant', 'tr', 'id'] as const;

/** The demo translation of an English text in a language (index 0 zh-Hant, 1 tr, 2 id). */
export function demoText(english: string, lang: 0 | 1 | 2): string {
  const found = DEMO_TEXTS[english];
  if (!found) throw new Error(`demo text without translations: ${english}`);
  return found[lang];
}

/**
 * The `translations` column of a row from its English fields: each field's text looked up in the
 * demo dictionary, or made by `make(lang)` when given as a function (composed texts).
 */
export function demoTranslations(
  fields: Record<string, string | ((lang: 0 | 1 | 2) => string)>,
): Translations {
  const out: Translations = {};
  LANGS.forEach((language, lang) => {
    const texts: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields))
      texts[field] =
        typeof value === 'function' ? value(lang as 0 | 1 | 2) : demoText(value, lang as 0 | 1 | 2);
    out[language] = texts;
  });
  return out;
}

/** A goods title in a language: its template name translated, a round letter kept (`Chef Knife B`). */
export function goodsTitleIn(title: string, lang: 0 | 1 | 2): string {
  const match = /^(.*?)( [A-Z])?$/.exec(title);
  const base = match?.[1] && DEMO_TEXTS[match[1]] ? match[1] : title;
  return demoText(base, lang) + title.slice(base.length);
}

/** The demo goods description in a language (the same facts as the English one). */
export function goodsContentIn(
  lang: 0 | 1 | 2,
  title: string,
  shop: string,
  specs: string[],
  img: string,
): string {
  const specIn = specs.map((s) => demoText(s, lang));
  const picture = `<p><img src="${img}" alt="${title}"></p>`;
  if (lang === 0)
    return `<p><b>${title}</b>，由 ${shop} 提供。</p><ul><li>數位商品 10 分鐘內交付</li><li>線上客服，09:00-21:00</li><li>請在上方選擇${specIn.join('和')}</li></ul>${picture}`;
  if (lang === 1)
    return `<p><b>${title}</b>, ${shop} mağazasından.</p><ul><li>Dijital ürünler 10 dakika içinde teslim edilir</li><li>Sohbetle destek, 09:00-21:00</li><li>Yukarıdan ${specIn.map((s) => s.toLocaleLowerCase('tr')).join(' ve ')} seçin</li></ul>${picture}`;
  return `<p><b>${title}</b> dari ${shop}.</p><ul><li>Produk digital dikirim dalam 10 menit</li><li>Dukungan lewat chat, 09:00-21:00</li><li>Pilih ${specIn.map((s) => s.toLowerCase()).join(' dan ')} di atas</li></ul>${picture}`;
}

/** The demo article body in a language. */
export function articleContentIn(lang: 0 | 1 | 2, description: string): string {
  const closing = [
    'Cloudmall 讓您的金額分毫不差、帳戶安全無虞。更多內容請見說明中心。',
    'Cloudmall paranızı kuruşu kuruşuna korur, hesabınızı güvende tutar. Ayrıntılar yardım merkezinde.',
    'Cloudmall menjaga uang Anda tetap tepat dan akun Anda tetap aman. Baca selengkapnya di pusat bantuan.',
  ][lang];
  return `<p>${demoText(description, lang)}</p><p>${closing}</p>`;
}
