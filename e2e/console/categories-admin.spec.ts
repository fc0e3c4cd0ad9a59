import { expect, test, type Browser } from '@playwright/test';
import { adminConsoleLogin, confirmWithReason, memberAppIn } from '../support/console-helpers';

/**
 * Platform admin: categories. The admin renames a top category in English and Traditional Chinese
 * from the console, and the member app's category page shows the new name in each language; a
 * hidden category leaves the app's category page.
 */

const appCategoryRail = (browser: Browser, lang: string) =>
  memberAppIn(browser, lang, '/pages/category');

test.beforeEach(async ({ page }) => {
  await adminConsoleLogin(page);
  await page.goto('/console/admin/content/categories');
});

test('the admin renames a category in English and Chinese; the app category page shows each name', async ({
  page,
  browser,
}) => {
  const row = page.getByRole('row').filter({ hasText: 'Home & living' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit category' });
  await modal.getByTestId('category-name-en').fill('Home & garden');
  await modal.getByTestId('category-name-zh-Hant').fill('居家與園藝');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await confirmWithReason(page, 'the garden range joins this shelf');
  await expect(page.getByRole('row').filter({ hasText: 'Home & garden' })).toBeVisible();

  for (const [lang, expected, old] of [
    ['en', 'Home & garden', 'Home & living'],
    ['zh-Hant', '居家與園藝', '居家生活'],
  ] as const) {
    const { app, member } = await appCategoryRail(browser, lang);
    await expect(member.getByText(expected, { exact: true }).first()).toBeVisible();
    await expect(member.getByText(old, { exact: true })).toHaveCount(0);
    await app.close();
  }
});

test('the admin hides an empty subcategory with a reason; the app no longer lists it', async ({
  page,
  browser,
}) => {
  await page.getByTestId('category-create').click();
  const modal = page.getByRole('dialog', { name: 'New category' });
  await modal.getByTestId('category-name-en').fill('Seasonal picks');
  await modal.getByTestId('category-name-zh-Hant').fill('季節精選');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await confirmWithReason(page, 'a new shelf for the season');
  const row = page.getByRole('row').filter({ hasText: 'Seasonal picks' });
  await expect(row).toBeVisible();

  let { app, member } = await appCategoryRail(browser, 'en');
  await expect(member.getByText('Seasonal picks', { exact: true })).toBeVisible();
  await app.close();

  await row.getByRole('switch').click();
  await confirmWithReason(page, 'not ready for the season yet');
  await expect(row.getByText('Hidden')).toBeVisible();
  ({ app, member } = await appCategoryRail(browser, 'en'));
  await expect(member.getByText('Cloud phones', { exact: true }).first()).toBeVisible();
  await expect(member.getByText('Seasonal picks', { exact: true })).toHaveCount(0);
  await app.close();
});
