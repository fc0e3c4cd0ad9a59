import { expect, test, type Page } from '@playwright/test';
import { loginByPassword, storedUser } from './support/auth-helpers';

// The demo seed gives `demo` a running phone (one script enabled, its code bound), an expired phone,
// an unused script code, an unused cloud-phone code and an expired code; and a starting balance.

const card = (page: Page, state: 'Running' | 'Expired' | 'Shut down') =>
  page
    .getByTestId('device-card')
    .filter({ has: page.getByTestId('device-state').getByText(state, { exact: true }) });

test.describe.configure({ mode: 'serial' });

test('the demo member runs cloud phones, codes and scripts from the three pages', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginByPassword(page, 'demo');

  // Cloud phone: the running and the expired phone, with what each can do
  await page.goto('/pages/cart');
  await expect(page.getByTestId('device-card')).toHaveCount(2);
  const running = card(page, 'Running');
  await expect(running).toHaveCount(1);
  await expect(running.getByTestId('expiry-left')).toHaveText(/^2[67] d \d+ h left$/);
  await expect(running.getByRole('button', { name: 'Shut down' })).toBeVisible();
  const runningName = (await running.getAttribute('aria-label')) ?? '';
  const expired = card(page, 'Expired');
  await expect(expired).toHaveCount(1);
  await expect(expired.getByText(/^Expired on \d{4}-\d\d-\d\d$/)).toBeVisible();
  await expect(expired.getByRole('button', { name: 'Start' })).toHaveCount(0);

  // My activation code: unused codes in groups of four, copied with the spec's message
  await page.goto('/pages/mycode');
  const scriptCode = page.getByTestId('code-card').filter({ hasText: 'Script' }).first();
  const code = (await scriptCode.getByTestId('code-value').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  await scriptCode.getByRole('button', { name: `Copy the code ${code}` }).click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page.getByTestId('code-card')).toHaveCount(1);

  // Activation code: redeem the script code onto the running phone; it shows among my bindings
  await page.goto('/pages/cart1');
  await page.getByLabel('Activation code').fill(code.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('radio', { name: runningName }).check();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText(`Code bound to ${runningName}`)).toBeVisible();
  await expect(page.getByTestId('bindings').getByText(code)).toBeVisible();
  // the same code a second time is refused in the member's language
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('Activation code wrong')).toBeVisible();

  // Details of the running phone: screen placeholder, plugin code, the new script switched on
  await page.goto('/pages/cart');
  await card(page, 'Running').getByRole('button', { name: 'Details' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('no-preview')).toBeVisible();
  await expect(sheet.getByTestId('plugin-code')).toHaveText(/^CP[A-Z0-9]{10}$/);
  const off = sheet.getByRole('switch', { checked: false });
  await expect(off).toHaveCount(1);
  await off.click();
  await expect(page.getByText('Script enabled')).toBeVisible();
  await expect(sheet.getByRole('switch', { checked: true })).toHaveCount(2);
  await sheet.getByRole('button', { name: 'Close' }).click();

  // Renew the expired phone from the balance: it runs again
  await card(page, 'Expired').getByRole('button', { name: 'Renew' }).click();
  const renew = page.getByRole('dialog');
  await expect(renew.getByRole('radio', { name: /7 days/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await renew.getByRole('button', { name: /^Pay ¥\d+\.\d\d$/ }).click();
  await expect(page.getByText(/^Renewed until \d{4}-\d\d-\d\d$/)).toBeVisible();
  await expect(card(page, 'Expired')).toHaveCount(0);
  await expect(card(page, 'Running')).toHaveCount(2);

  // The free cloud phone: claimed once, then the offer is gone (also after a reload)
  const claim = page.getByRole('button', { name: 'Claim for free' });
  await claim.click();
  await expect(page.getByText('Your free cloud phone is ready')).toBeVisible();
  await expect(page.getByTestId('device-card')).toHaveCount(3);
  await expect(claim).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('device-card')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Claim for free' })).toHaveCount(0);
  // and asking again is refused in so many words
  const token = (await storedUser(page))?.token ?? '';
  const again = await page.request.post('/api/wanlshop/device/claim_free', {
    headers: { token, 'Accept-Language': 'en' },
    data: {},
  });
  const body = (await again.json()) as { code: number; msg: string };
  expect(body.code).not.toBe(1);
  expect(body.msg).toMatch(/free_device_claimed|already received/i);
});
