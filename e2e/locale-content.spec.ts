import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_TEXTS } from '../apps/server/src/db/seed/demo-translations';
import { loginByPassword, openLoggedIn } from './support/auth-helpers';

// The demo content (categories, goods, specs, coupons, home sections, news) speaks the reader's
// language: in zh-Hant, Turkish and Indonesian no English demo text shows on home, a goods page,
// the cart with an item, the category page, the coupon centre and the My page. Shop names are
// proper nouns and reviews stay as their writers wrote them (not checked).

const LANGUAGES = [
  { code: 'zh-Hant', native: '繁體中文', column: 0 },
  { code: 'tr', native: 'Türkçe', column: 1 },
  { code: 'id', native: 'Bahasa Indonesia', column: 2 },
] as const;

/** The English demo texts that the language has its own words for (short ones only as whole texts). */
function englishTextsFor(column: 0 | 1 | 2): string[] {
  return Object.entries(DEMO_TEXTS)
    .filter(([english, translated]) => english.length >= 3 && translated[column] !== english)
    .map(([english]) => english);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts found in what the page shows (a whole text, or a long one inside a text). */
function englishShown(shown: string[], english: string[]): string[] {
  const found = new Set<string>();
  for (const text of shown)
    for (const word of english) {
      if (text === word) found.add(word);
      else if (
        word.length >= 8 &&
        new RegExp(`(^|[^\\p{L}])${escape(word)}([^\\p{L}]|$)`, 'u').test(text)
      )
        found.add(`${word} (in "${text}")`);
    }
  return [...found];
}

/** Every visible text of the page, reviews left out. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text) continue;
      if (element.closest('[data-testid="review"], script, style, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      out.push(text);
    }
    return out;
  });
}

function languageChanged(code: string): string {
  const file = new URL(`../apps/web/src/locales/${code}/settings.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { language: { changed: string } }).language
    .changed;
}

test('home, goods, cart, category, coupons, a shop and My show the demo content in zh-Hant, tr and id', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // One item in the demo member's cart (goods 1, its first option).
  const login = await request.post('/api/wanlshop/user/login', {
    data: { account: 'demo', password: 'demo1234' },
  });
  const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo
    .token;
  const goods = (await (await request.get('/api/wanlshop/product/goods?id=1')).json()) as {
    data: { id: number; shop_id: number; sku: Array<{ id: number }> };
  };
  const added = await request.post('/api/wanlshop/cart/storage', {
    headers: { token },
    data: {
      type: 'add',
      data: { goods_id: 1, shop_id: goods.data.shop_id, sku_id: goods.data.sku[0]!.id, number: 1 },
    },
  });
  expect(((await added.json()) as { code: number }).code).toBe(1);
  await loginByPassword(page, 'demo');
  // The check sees English demo text where it shows (in English).
  await page.goto('/pages/product/goods?id=1');
  await expect(page.getByText('Cloud Phone X1').first()).toBeVisible();
  expect(englishShown(await visibleTexts(page), englishTextsFor(0))).toContain('Cloud Phone X1');

  for (const language of LANGUAGES) {
    const english = englishTextsFor(language.column);
    const expected = (text: string) => DEMO_TEXTS[text]![language.column];

    await page.goto('/pages/lang');
    await page.getByRole('radio', { name: new RegExp(language.native) }).click();
    await expect(page.getByText(languageChanged(language.code)).first()).toBeVisible();

    const pages = [
      { path: '/', shows: expected('Best sellers') },
      { path: '/pages/product/goods?id=1', shows: expected('Cloud Phone X1') },
      { path: '/pages/user/cart', shows: expected('Cloud Phone X1') },
      { path: '/pages/category', shows: expected('Cloud phones') },
      { path: '/pages/user/coupon/list', shows: expected('Free shipping') },
      { path: '/pages/shop/index?id=6', shows: expected('Kitchen and decor for happy homes.') },
      { path: '/pages/user', shows: null },
    ];
    for (const visit of pages) {
      await page.goto(visit.path);
      if (visit.shows) await expect(page.getByText(visit.shows).first()).toBeVisible();
      // The rest of the page (lists below, the cart's synchro) settles; the socket keeps the network busy.
      await page.waitForTimeout(1_500);
      const found = englishShown(await visibleTexts(page), english);
      expect(found, `English demo content on ${visit.path} in ${language.code}`).toEqual([]);
    }
  }
});

test('switching the language refetches the server text already on screen', async ({ page }) => {
  await openLoggedIn(page, 'demo', '/');
  await expect(page.getByText('Best sellers').first()).toBeVisible();
  // Within the app (no reload): My, Language, Türkçe, then back to home.
  await page.getByRole('navigation').last().getByText('My', { exact: true }).click();
  await page.getByText('Language', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/pages\/lang$/);
  await page.getByRole('radio', { name: /Türkçe/ }).click();
  await expect(page.getByText(languageChanged('tr')).first()).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(DEMO_TEXTS['Best sellers']![1]).first()).toBeVisible();
  await expect(page.getByText('Best sellers')).toHaveCount(0);
  await expect(page.getByText(DEMO_TEXTS['Guess you like']![1]).first()).toBeVisible();
});
