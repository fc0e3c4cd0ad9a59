import { expect, test } from '@playwright/test';

// The integrators' page of the OpenAPI document (/api/docs), at the console's desktop size: it runs
// under the server's Content-Security-Policy, lists every operation by tag and finds one by search.
test('the API page lists the published contract, finds a route and unfolds its schemas under the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(String(error)));
  await page.goto('/api/docs');
  const operations = page.locator('details.op');
  await expect(operations.first()).toBeVisible();
  expect(await operations.count()).toBeGreaterThan(300);

  await page.getByLabel('Search operations').fill('wanlshop/user/login');
  await expect(page.locator('#count')).toHaveText('1 operations');
  const login = page.locator('details.op:not(.hidden)');
  await login.locator('summary').click();
  await expect(login.getByText('account', { exact: true })).toBeVisible();
  await expect(login.getByText('userinfo', { exact: true })).toBeVisible();
  await expect(login.getByText('incorrect_password', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
