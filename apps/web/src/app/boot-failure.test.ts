import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';

const source = readFileSync(path.join(import.meta.dirname, '../../public/boot-failure.js'), 'utf8');
const locale = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../locales/${language}/common.json`), 'utf8'),
  ) as {
    pageLoad: { chunkTitle: string; chunkDescription: string };
    actions: { reload: string };
  };

function failToLoad(tag: 'script' | 'link'): void {
  const element = document.createElement(tag);
  if (element instanceof HTMLLinkElement) element.rel = 'modulepreload';
  document.head.appendChild(element);
  element.dispatchEvent(new Event('error'));
}

describe('the app code failing to load before the app starts', () => {
  beforeAll(() => {
    new Function(source)();
  });
  afterEach(() => {
    document.getElementById('boot-failure')?.remove();
    document.documentElement.removeAttribute('data-booted');
    localStorage.clear();
  });

  it('shows the load-failure view with a reload button instead of a blank page when the entry script fails', () => {
    failToLoad('script');
    const view = document.getElementById('boot-failure');
    expect(view?.textContent).toContain('This page could not be loaded');
    expect(view?.querySelector('button')?.textContent).toBe('Reload');
  });

  it('shows it when the start-up throws', () => {
    window.dispatchEvent(new Event('cloudmall:boot-failed'));
    expect(document.getElementById('boot-failure')).not.toBeNull();
  });

  it.each(LANGUAGES.map((language) => language.code))(
    'speaks the stored language with the app’s own texts (%s)',
    (code) => {
      localStorage.setItem(STORAGE_KEYS.lang, code);
      failToLoad('link');
      const texts = locale(code);
      const view = document.getElementById('boot-failure');
      expect(view?.querySelector('h1')?.textContent).toBe(texts.pageLoad.chunkTitle);
      expect(view?.querySelector('p')?.textContent).toBe(texts.pageLoad.chunkDescription);
      expect(view?.querySelector('button')?.textContent).toBe(texts.actions.reload);
    },
  );

  it('leaves page chunks to the router once the app has mounted', () => {
    document.documentElement.setAttribute('data-booted', '');
    failToLoad('link');
    failToLoad('script');
    expect(document.getElementById('boot-failure')).toBeNull();
  });
});
