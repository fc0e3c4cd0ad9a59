import { expect, test } from '@playwright/test';
import { apiGet, registerFreshMember } from './support/api-helpers';
import { loginByPassword, storedUser } from './support/auth-helpers';
import {
  adminConsoleLogin,
  confirmWithReason,
  consoleLogin,
  openFromMenu,
} from './support/console-helpers';

// Issue #15 items 3 and 4 at 390x844: a member sees the VIP levels, applies to become a
// distributor, an admin approves in the console (1366x800), the member's page turns into the
// distributor centre without a reload, and the new distributor logs into the console.

test('a member applies, the admin approves in the console, the member becomes a distributor', async ({
  page,
  request,
  browser,
}) => {
  const { username } = await registerFreshMember(request, 'dst');
  await loginByPassword(page, username);

  // VIP: the demo levels, the progress by spend and the VIP coupons link
  await page.goto('/pages/user/vip/vip');
  await expect(page.getByText('Not a VIP yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VIP 2 · Gold' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See VIP coupons' })).toBeVisible();

  // wholesale purchase is closed to non-distributors, with the way to apply
  await page.goto('/pages/user/distributor/purchase');
  await expect(page.getByText('For distributors only')).toBeVisible();
  await page.getByRole('link', { name: 'Apply to become a distributor' }).click();

  // apply
  await expect(page).toHaveURL(/\/pages\/user\/distributor\/distributor/);
  await page.getByLabel('Name or company').fill('Ada Trading');
  await page.getByLabel('Contact').fill('+90 555 111 2233');
  await page.getByLabel('Region').fill('Istanbul');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application under review')).toBeVisible();
  // the login above replaced the registration's session: the app's own token asks for the id
  const token = (await storedUser(page))?.token ?? '';
  const status = await apiGet<{ application: { id: number } }>(
    request,
    '/distributor/status',
    token,
  );

  // the admin approves it in the console with a reason
  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const consolePage = await desk.newPage();
  await adminConsoleLogin(consolePage);
  await openFromMenu(consolePage, 'Distributor applications', 'Marketing');
  await consolePage.getByTestId(`approve-${status.application.id}`).click();
  await confirmWithReason(consolePage, 'Documents checked');
  await expect(
    consolePage.locator('.ant-table-row', { hasText: 'Ada Trading' }).getByText('Approved'),
  ).toBeVisible();
  await desk.close();

  // the member's open page turns into the distributor centre (change push)
  await expect(page.getByText('Distributor centre')).toBeVisible();
  await page.getByRole('link', { name: 'Water cards' }).click();
  await expect(page.getByRole('heading', { name: 'Buy water cards' })).toBeVisible();
  await expect(page.getByRole('button', { name: '¥50.00' })).toBeVisible();

  // the new distributor logs into the console and opens their water cards
  const own = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const ownPage = await own.newPage();
  await consoleLogin(ownPage, username);
  await expect(ownPage.getByTestId('home-section-distributor')).toBeVisible();
  await openFromMenu(ownPage, 'My water cards');
  await expect(ownPage.getByRole('heading', { name: 'My water cards' })).toBeVisible();
  await own.close();
});
