import { describe, expect, it } from 'vitest';
import { localized, parseLanguage } from './language.ts';

describe('request language', () => {
  it('reads the four languages from lang or Accept-Language values and defaults to English', () => {
    expect(parseLanguage('zh-Hant')).toBe('zh-Hant');
    expect(parseLanguage('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(parseLanguage('tr-TR')).toBe('tr');
    expect(parseLanguage('id')).toBe('id');
    expect(parseLanguage('fr-FR')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
  });
});

describe('localized text', () => {
  const translations = { tr: { name: 'Bulut telefon' }, id: { name: '' } };
  it('answers the translation of the field in the asked language', () => {
    expect(localized('Cloud phone', translations, 'tr', 'name')).toBe('Bulut telefon');
  });
  it('falls back to the English column when the language or field has no text', () => {
    expect(localized('Cloud phone', translations, 'id', 'name')).toBe('Cloud phone');
    expect(localized('Cloud phone', translations, 'zh-Hant', 'name')).toBe('Cloud phone');
    expect(localized('Cloud phone', null, 'tr', 'name')).toBe('Cloud phone');
  });
});
