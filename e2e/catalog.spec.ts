import { expect, test } from '@playwright/test';
import { pageErrors } from './support/page-helpers';

// A visitor's browsing journey over the demo shop world, at 390x844.
test('a visitor opens home, a category, a product, switches SKU, reads reviews, searches and opens a shop', async ({
  page,
}) => {
  const errors = pageErrors(page);

  await page.goto('/');
  await expect(page.getByText('Best sellers').first()).toBeVisible();
  await expect(page.locator('img[src^="/uploads/demo/goods-"]').first()).toBeVisible();

  // Robot tab: the category browser, then a subcategory's goods.
  await page.getByRole('navigation').last().getByText('Robot', { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/category$/);
  await page.getByText('Scripts', { exact: true }).first().click();
  await page.getByText('Game scripts', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/pages\/product\/list\?.*category_id=/);
  await expect(page.getByText(/Script/).first()).toBeVisible();

  // A product with two SPUs: choosing another plan changes the chosen SKU and its price.
  await page.goto('/pages/product/goods?id=1');
  await expect(page.getByText('Cloud Phone X1').first()).toBeVisible();
  await expect(page.getByText('¥19.90').first()).toBeVisible();
  await page.getByText('Options', { exact: true }).first().click();
  await page.getByText('90 days', { exact: true }).click();
  await page.getByText('Pro', { exact: true }).click();
  await expect(page.getByText(/Chosen: 90 days, Pro/).first()).toBeVisible();
  await expect(page.getByText(/¥(3[0-9]|[4-9][0-9])\.\d0/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();

  // Reviews of a goods that has some.
  await page.goto('/pages/product/goods?id=6');
  await page.getByText('See all reviews').click();
  await expect(page).toHaveURL(/\/pages\/product\/comment\?id=6/);
  await page
    .getByText(/^Poor \d+$/)
    .first()
    .click();
  await expect(page.getByLabel(/^[12] stars?$/).first()).toBeVisible();

  // Search by keyword; script text in the box is only searched for.
  await page.goto('/pages/page/search');
  await page.getByPlaceholder('Search goods').fill('miner');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=miner/);
  await expect(page.getByText(/Miner/).first()).toBeVisible();
  await page.goto('/pages/product/list?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(page.getByText('No goods found')).toBeVisible();

  // A shop page from the product page's shop card.
  await page.goto('/pages/shop/index?id=4');
  await expect(page.getByText('HashHouse Mining').first()).toBeVisible();
  await expect(page.getByText(/Miner/).first()).toBeVisible();

  expect(errors).toEqual([]);
});

test('a visitor opens a feed post and a video; the live room asks for login', async ({ page }) => {
  await page.goto('/pages/apps/find/list');
  await expect(page.getByText('Discover', { exact: true }).first()).toBeVisible();
  await page.goto('/pages/apps/find/details/details?id=1');
  await expect(page.getByText('Is the 90-day plan in stock?')).toBeVisible();
  await page.goto('/pages/video');
  await expect(
    page.locator('img[src*="video-1-cover"], img[src*="video-2-cover"]').first(),
  ).toBeVisible();
  await page.goto('/pages/hVideo');
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('src', /\/uploads\/demo\/video-\d\.mp4/);
  await page.goto('/pages/shop/live/live?id=1');
  await expect(page).toHaveURL(/\/pages\/user\/auth\/auth/);
});

test('a decorated page draws its modules from data, and an unknown page says so', async ({
  page,
}) => {
  await page.goto('/pages/page/index?id=cloud-phone-week');
  await expect(page.getByText('Cloud phone week').first()).toBeVisible();
  await expect(page.locator('img[src^="/uploads/demo/goods-"]').first()).toBeVisible();
  await page.goto('/pages/page/index?id=missing');
  await expect(page.getByText('This page does not exist or was taken down').first()).toBeVisible();
});
