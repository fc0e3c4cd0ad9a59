import { describe, expect, it, vi } from 'vitest';
import { i18nOptions, isLanguageCode, readLocale } from './languages.ts';

describe('languages', () => {
  it('knows the four languages and nothing else', () => {
    expect(['en', 'zh-Hant', 'tr', 'id'].every((code) => isLanguageCode(code))).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });

  it('loads a locale file once asked; a missing file is final, a failed load may be retried', async () => {
    const files: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
      'en/common': () => Promise.resolve({ default: { hello: 'Hello' } }),
      'tr/common': () => Promise.reject(new Error('offline')),
    };
    const read = readLocale((language, namespace) => files[`${language}/${namespace}`]);
    const answer = (language: string) =>
      new Promise<unknown[]>((resolve) => read(language, 'common', (...args) => resolve(args)));

    expect(await answer('en')).toEqual([null, { hello: 'Hello' }]);
    expect(await answer('tr')).toEqual([new Error('offline'), true]);
    const missing = vi.fn();
    read('id', 'common', missing);
    expect(missing).toHaveBeenCalledWith(new Error('No locale file id/common'), false);
  });

  it('starts in the given language with English as fallback and `common` as default namespace', () => {
    expect(i18nOptions('tr', ['common', 'errors'])).toMatchObject({
      lng: 'tr',
      fallbackLng: 'en',
      supportedLngs: ['en', 'zh-Hant', 'tr', 'id'],
      ns: ['common', 'errors'],
      defaultNS: 'common',
    });
  });
});
