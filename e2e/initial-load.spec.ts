import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Which language each built strings chunk holds, from the web build's manifest. */
function localeChunks(): Map<string, string> {
  const manifestFile = path.join(import.meta.dirname, '../apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/([^/]+)\/[^/]+\.json$/.exec(source);
    if (match?.[1]) chunks.set(`/${chunk.file}`, match[1]);
  }
  return chunks;
}

/** The languages whose strings the page downloads from now on. */
function watchLanguages(page: Page, chunks: Map<string, string>): Set<string> {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const language = chunks.get(new URL(request.url()).pathname);
    if (language) languages.add(language);
  });
  return languages;
}

test('a visitor downloads the strings of one language; switching downloads the chosen one only', async ({
  page,
}) => {
  const chunks = localeChunks();
  expect(new Set(chunks.values())).toEqual(new Set(['en', 'zh-Hant', 'tr', 'id']));
  const languages = watchLanguages(page, chunks);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect([...languages]).toEqual(['en']);

  await page.goto('/pages/lang');
  const turkish = page.getByRole('radio', { name: /Türkçe/ });
  await turkish.click();
  await expect(turkish).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect([...languages].sort()).toEqual(['en', 'tr']);
});
