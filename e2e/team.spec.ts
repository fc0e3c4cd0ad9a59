import { expect, test } from '@playwright/test';
import { apiPost } from './support/api-helpers';
import { acceptAgreement, openLoggedIn } from './support/auth-helpers';
import { adminConsoleLogin, openFromMenu } from './support/console-helpers';

// Issue #15 (team): a shared link's pid pre-fills the inviter on the register page; the new member
// sees their team, invitation QR, member code and share poster; an admin changes the commission
// rates in the console (audited setting) and the member's promotion centre shows the new rates.

test('a shared link pre-fills the inviter; the new member sees their team, invitation QR, member code and share poster', async ({
  page,
  request,
}) => {
  const demo = await apiPost<{ userinfo: { id: number; invite_code: string } }>(
    request,
    '/wanlshop/user/login',
    '',
    { account: 'demo', password: 'demo1234' },
  );
  const { id: demoId, invite_code: demoCode } = demo.data.userinfo;

  // a visitor arrives by a goods link demo shared, then goes to register
  await page.goto(`/pages/index?pid=${demoId}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wanlshop:pid')))
    .toBe(String(demoId));
  await page.goto('/pages/user/auth/register');
  const code = page.getByLabel('Invitation code');
  await expect(code).toHaveValue(demoCode);
  await expect(page.getByText('Invited by Demo Shopper')).toBeVisible();

  const username = `tm${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('input[name="mobile"]').fill(`90558${String(Date.now()).slice(-7)}`);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/pages\/user$/);

  await page.goto('/pages/user/team');
  await expect(page.getByTestId('team-total')).toHaveText('0');
  await expect(page.getByTestId('team-inviter')).toContainText('Demo Shopper');
  await expect(page.getByText('No direct members yet')).toBeVisible();
  const myCode = (await page.getByTestId('team-code').textContent())!.trim();

  await page.goto('/pages/user/qrcode/qrcode');
  await expect(page.getByRole('img', { name: 'My invitation QR code' })).toBeVisible();
  await expect(page.getByTestId('qr-code-text')).toHaveText(myCode);

  await page.goto('/pages/user/qrcode/usercode');
  await expect(page.getByRole('img', { name: 'My member code' })).toBeVisible();
  await expect(page.getByTestId('usercode-id')).toContainText(username);

  await page.goto('/pages/user/qrcode/share');
  await expect(page.getByTestId('share-poster')).toContainText(`Invitation code: ${myCode}`);
  await expect(page.getByRole('button', { name: 'Copy invitation link' })).toBeVisible();
});

test('the demo member sees the team and promotion centre; an admin changes the rates and the member sees them', async ({
  page,
  browser,
}) => {
  await openLoggedIn(page, 'demo', '/pages/user/team');
  await expect(page.getByTestId('team-total')).not.toHaveText('');
  await expect(page.getByRole('tab', { name: /Direct/ })).toBeVisible();
  await page.goto('/pages/user/distribution/distribution');
  await expect(page.getByText(/Rates: direct members 5%, second level 2%/)).toBeVisible();

  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const admin = await desk.newPage();
  await adminConsoleLogin(admin);
  await openFromMenu(admin, 'Commission rates', 'Growth');
  const level1 = admin.getByLabel('Level 1 rate');
  await expect(level1).toHaveValue('5.00');
  await level1.fill('6');
  await admin.getByLabel('Reason for the change (kept in the audit log)').fill('Spring promotion');
  await admin.getByRole('button', { name: 'Save rates' }).click();
  await expect(
    admin.getByText('Rates saved; orders completed from now on use them.'),
  ).toBeVisible();
  await openFromMenu(admin, 'Commissions', 'Growth');
  await expect(admin.getByRole('heading', { name: 'Commissions' })).toBeVisible();
  await desk.close();

  await page.reload();
  await expect(page.getByText(/Rates: direct members 6%, second level 2%/)).toBeVisible();
});
