import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api-helpers';
import { loginByPassword } from '../support/auth-helpers';
import {
  adminConsoleLogin,
  consoleLogin,
  openFromMenu,
  searchedRow,
  setConsoleLanguage,
} from '../support/console-helpers';
import { expectPhotoLoaded, uploadFirstPhoto } from '../support/photo-helpers';

// Issue #15, merchant application: a member fills the form in the app (390x844, photos uploaded
// privately), an admin refuses it with a reason, the member edits and sends it again, the admin
// approves it in the console (1366x800), the member's screen shows the open shop without reloading,
// and the member logs into the console with their app account as the merchant of their own shop.

test('a member applies for a shop, is refused then approved in the console, and logs into the console as its merchant', async ({
  page,
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-8);
  const username = `ap${stamp}`;
  const shopname = `Shop ${stamp}`;
  const registered = await apiPost<{ userinfo: { id: number } }>(
    request,
    '/wanlshop/user/register',
    '',
    { username, password: 'demo1234', invite_code: 'CLOUDMALL', mobile: `90558${stamp.slice(-7)}` },
  );
  expect(registered.code).toBe(1);

  // the member, on a phone
  const app = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await app.newPage();
  await loginByPassword(member, username);
  await member.goto('/pages/shop/apply/details');
  await expect(member.getByText('No application yet')).toBeVisible();
  await member.getByRole('button', { name: 'Apply now' }).click();
  await expect(member).toHaveURL(/\/pages\/shop\/apply\/apply$/);
  await member.getByLabel('Shop name').fill(shopname);
  await member.getByLabel('Real name').fill('Ece Applicant');
  await member.getByRole('button', { name: 'Passport' }).click();
  await member.getByLabel('Document number').fill('E2E98765');
  await member.getByLabel('Contact mobile').fill('905550001234');
  // a passport has one photo page: no back photo asked
  await expect(member.locator('input[type="file"]')).toHaveCount(1);
  await member.getByRole('button', { name: 'Save draft' }).click();
  await expect(member.getByText('Draft saved')).toBeVisible();
  await uploadFirstPhoto(member, 'passport.png');
  await member.getByRole('button', { name: 'Send application' }).click();
  await expect(member).toHaveURL(/\/pages\/shop\/apply\/details$/);
  await expect(member.getByText('Under review')).toBeVisible();

  // the admin refuses it with a reason
  await consoleLogin(page, 'admin');
  await openFromMenu(page, 'Shop applications', 'Members & access');
  const row = await searchedRow(page, 'Search', username);
  await row.getByRole('button', { name: 'Open' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(shopname).first()).toBeVisible();
  await expectPhotoLoaded(drawer);
  await drawer.getByRole('button', { name: 'Refuse' }).click();
  const reasonDialog = page.getByRole('dialog').filter({ has: page.getByLabel('Reason') });
  await reasonDialog.getByLabel('Reason').fill('The photo page is not readable');
  await reasonDialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(reasonDialog).toBeHidden();

  // the member's page follows the push: refused with the reason, then edit and send again
  await expect(member.getByText('Application not approved')).toBeVisible();
  await expect(member.getByText('Reason: The photo page is not readable')).toBeVisible();
  await member.getByRole('link', { name: 'Edit and send again' }).click();
  await expect(member.getByLabel('Shop name')).toHaveValue(shopname);
  await member.getByRole('button', { name: 'Send application' }).click();
  await expect(member.getByText('Under review')).toBeVisible();

  // the admin approves it (the list is read again: the filter stays in the address)
  await page.reload();
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`“${shopname}” is open`)).toBeVisible();
  await expect(member.getByText('Your shop is open')).toBeVisible();
  await expect(member.getByText(/\/console\/$/)).toBeVisible();
  await member.screenshot({ path: 'test-results/merchant-apply-certified-en.png' });
  await app.close();

  // the new merchant logs into the console with the app's account and sees their own shop
  const merchant = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const desk = await merchant.newPage();
  await consoleLogin(desk, username);
  await expect(desk.getByTestId('home-section-merchant')).toBeVisible();
  await desk.goto('/console/merchant');
  await expect(desk.getByText(`${shopname}: today at a glance`)).toBeVisible();
  await merchant.close();
});

test('the applications desk reads in Turkish', async ({ page }) => {
  await page.goto('/console/login');
  await setConsoleLanguage(page, 'tr');
  await adminConsoleLogin(page);
  await page.goto('/console/admin/shop-applications');
  await expect(page.getByRole('heading', { name: 'Mağaza başvuruları' })).toBeVisible();
  await page.screenshot({ path: 'test-results/merchant-apply-desk-tr.png' });
});
