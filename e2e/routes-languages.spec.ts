import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routeTable } from '../apps/web/src/app/route-table';
import { loginByPassword } from './support/auth-helpers';
import { settledText } from './support/page-helpers';

/**
 * Issue #15's "done when": every route of the route table, opened by the logged-in demo member in
 * each of the four languages, shows its real page: no "coming soon" placeholder, no browser console
 * error or uncaught page error, and no untranslated i18n key on screen. One test per language, each
 * printing its failing routes. They run one after another: the demo member holds one app session, so
 * a login in a parallel worker would end the others'.
 */

const LANGUAGES = ['en', 'zh-Hant', 'tr', 'id'] as const;
const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');

type Tree = { [key: string]: string | Tree };

/** The keys of one namespace file, flattened (`actions.retry`). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Every nested key of the app's texts, bare (`form.submit`) and with its namespace (`service:form.submit`). */
function knownKeys(): { keys: Set<string>; namespaces: Set<string> } {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  for (const file of readdirSync(path.join(LOCALES, 'en'))) {
    const namespace = file.replace(/\.json$/, '');
    namespaces.add(namespace);
    const tree = JSON.parse(readFileSync(path.join(LOCALES, 'en', file), 'utf8')) as Tree;
    for (const key of keysOf(tree))
      if (key.includes('.')) {
        keys.add(key.replace(/_(one|other|zero|few|many)$/, ''));
        keys.add(`${namespace}:${key}`);
      }
  }
  return { keys, namespaces };
}

const { keys: KNOWN_KEYS, namespaces: NAMESPACES } = knownKeys();

/**
 * Raw i18n keys in the page's text: a word that is one of the app's nested keys (i18next shows the
 * key of a missing text), a `namespace:some.key` word of a known namespace, or a leftover
 * `{{placeholder}}`. Ordinary words, prices, dates, e-mails and addresses match none of these.
 */
function rawKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const raw of text.split(/\s+/)) {
    const word = raw.replace(/^[("'“«[]+|[)"'”»\],;!?。，：]+$/g, '');
    if (KNOWN_KEYS.has(word) || KNOWN_KEYS.has(word.replace(/[.:]$/, ''))) found.add(word);
    const prefixed = /^([a-z][\w-]*):([a-zA-Z][\w-]*(?:\.[\w-]+)+)$/.exec(word);
    if (prefixed && NAMESPACES.has(prefixed[1]!)) found.add(word);
  }
  for (const match of text.matchAll(/\{\{\s*\w+\s*\}\}/g)) found.add(match[0]);
  return [...found];
}

/**
 * The title of the "coming soon" placeholder every unbuilt route once showed (removed with the last
 * of them): a page that shows it again fails.
 */
const PLACEHOLDER_TITLES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Coming soon',
  'zh-Hant': '即將推出',
  tr: 'Çok yakında',
  id: 'Segera hadir',
};

/** Console errors and uncaught errors, attributed to the route being visited. */
function watchErrors(page: Page) {
  let current: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') current.push(`console: ${message.text().slice(0, 160)}`);
  });
  page.on('pageerror', (error) => current.push(`pageerror: ${error.message.slice(0, 160)}`));
  return {
    next: () => {
      const seen = current;
      current = [];
      return seen;
    },
  };
}

/**
 * Opens `path` inside the running app, as a link would (the router follows `popstate`), which is
 * several times faster than reloading the app for each of the ~150 routes; then waits until the page
 * has replaced the previous one's text (or 2 s passed) and its text stopped changing.
 */
async function visit(page: Page, path: string, index: number, previous: string): Promise<string> {
  await page.evaluate(
    ({ to, idx }) => {
      window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, idx: index + 1 },
  );
  await expect
    .poll(async () => (await page.locator('body').innerText()).trim() !== previous, {
      timeout: 2_000,
      intervals: [50, 100, 150],
    })
    .toBe(true)
    .catch(() => undefined);
  return settledText(page, 150).catch(
    async () => (await page.locator('body').innerText()).trim() || '(blank page)',
  );
}

test('the raw-key detector flags keys and placeholders, not ordinary text', () => {
  expect(rawKeysIn('Send actions.retry now')).toEqual(['actions.retry']);
  expect(rawKeysIn('(common:actions.retry)')).toEqual(['common:actions.retry']);
  expect(rawKeysIn('Hello {{name}}')).toEqual(['{{name}}']);
  expect(
    rawKeysIn('Price ¥12.50 on 2026.11.27 · mail a.b@c.com · v1.2.3 · e.g. Istanbul · 12:30'),
  ).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`every route as the demo member in ${language}: no placeholder, console error or raw key`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await loginByPassword(page, 'demo');
    await page.evaluate((lng) => localStorage.setItem('wanlshop:lang', lng), language);
    const errors = watchErrors(page);
    const placeholder = PLACEHOLDER_TITLES[language];
    const failures: string[] = [];
    await page.goto('/');
    let body = await settledText(page);
    for (const [index, entry] of routeTable.entries()) {
      errors.next();
      body = await visit(page, entry.path, index, body);
      const problems = [
        ...(body.includes(placeholder) ? ['coming soon'] : []),
        ...(body === '(blank page)' ? ['blank page'] : []),
        ...errors.next(),
        ...rawKeysIn(body).map((key) => `raw key ${key}`),
      ];
      if (entry.requiresLogin && page.url().includes('/pages/user/auth/auth'))
        problems.push('sent to login');
      if (problems.length > 0) failures.push(`${entry.path}: ${problems.join(' | ')}`);
    }
    console.log(
      `[${language}] routes visited: ${routeTable.length}, failing: ${failures.length}\n` +
        failures.join('\n'),
    );
    expect(failures).toEqual([]);
  });
}
