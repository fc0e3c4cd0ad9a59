import { expect, test } from '@playwright/test';
import { acceptAgreement, loginByPassword, readSmsCode, storedUser } from './support/auth-helpers';

test('a visitor registers with an invitation code and stays logged in after a reload', async ({
  page,
}) => {
  await page.goto('/pages/user/auth/register');
  await page.getByLabel('Username').fill('e2eshopper');
  await page.locator('input[name="password"]').fill('secret99');
  await page.getByLabel('Invitation code').fill('CLOUDMALL');
  await page.getByLabel('Contact number (phone or WhatsApp)').fill('905551234567');
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/user$/);
  await expect(page.getByText('e2eshopper').first()).toBeVisible();

  await page.reload();
  await expect(page.getByText('e2eshopper').first()).toBeVisible();
  expect((await storedUser(page))?.isLogin).toBe(true);
});

test('a member logs out and logs in again by password', async ({ page }) => {
  await loginByPassword(page, 'demo');
  await expect(page.getByText('Demo Shopper').first()).toBeVisible();
  await page.goto('/pages/user/setting/setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(async () => (await storedUser(page))?.isLogin ?? false).toBe(false);

  await loginByPassword(page, 'demo');
  await expect(page.getByText('Demo Shopper').first()).toBeVisible();
});

test('a wrong password is refused with a translated message', async ({ page }) => {
  await page.goto('/pages/user/auth/auth');
  await page.getByLabel('Account').fill('demo2');
  await page.locator('input[name="password"]').fill('not-the-password');
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/user\/auth\/auth/);
});

test('a member logs in by phone with the SMS code', async ({ page, request }) => {
  await page.goto('/pages/user/auth/auth');
  await page.getByText('SMS code', { exact: true }).click();
  await page.getByLabel('Phone or WhatsApp number').fill('8613800000002');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText(/Resend in/)).toBeVisible();
  const code = await readSmsCode(request, '8613800000002');
  await page.getByLabel('Verification code').fill(code);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/user$/);
  await expect(page.getByText('Demo Friend').first()).toBeVisible();
});

test('a second login elsewhere ends the first session: its next call lands on login', async ({
  page,
  request,
}) => {
  await loginByPassword(page, 'merchant');
  const other = await request.post('/api/wanlshop/user/login', {
    data: { account: 'merchant', password: 'demo1234' },
  });
  expect((await other.json()).code).toBe(1);

  await page.goto('/pages/user/setting/user');
  await expect(page).toHaveURL(/\/pages\/user\/auth\/auth/);
  expect((await storedUser(page))?.isLogin ?? false).toBe(false);
});

test('the chosen language persists across a reload', async ({ page }) => {
  await page.goto('/pages/lang');
  const turkish = page.getByRole('radio', { name: /Türkçe/ });
  await turkish.click();
  await expect(turkish).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.goto('/pages/user/auth/auth');
  await expect(page.getByRole('button', { name: 'Giriş yap', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wanlshop:lang'))).toContain('tr');
});

test('a login-required page sends a visitor to login and back after it', async ({ page }) => {
  await page.goto('/pages/user/money/money');
  await expect(page).toHaveURL(/\/pages\/user\/auth\/auth\?redirect=/);
  await page.getByLabel('Account').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/user\/money\/money$/);
});
