import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sendDepositNotice } from './support/api-helpers';
import { loginByPassword, openLoggedIn, storedUser } from './support/auth-helpers';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account: 'admin', password: 'demo1234' },
  });
  return ((await response.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
}

async function balanceText(page: Page): Promise<string> {
  await page.goto('/pages/user/money/money');
  await expect(page.getByText('Recent entries')).toBeVisible();
  // the labels draw at once, the amounts ("--" until then) when the balance arrives
  await expect(page.locator('body')).toContainText(/Available balance\s*¥\d/);
  return page.locator('body').innerText();
}

/** The available balance on the wallet page, in cents (other specs may have spent from it before). */
async function availableCents(page: Page): Promise<bigint> {
  const match = /Available balance\s*¥(\d+)\.(\d{2})/.exec(await balanceText(page));
  if (!match) throw new Error('no available balance on the wallet page');
  return BigInt(match[1]! + match[2]!);
}

const yen = (cents: bigint) => `¥${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

test.describe.configure({ mode: 'serial' });

/** demo's balance after the top-up; the next tests start from it. */
let afterTopUp = 0n;

test('a member tops up by deposit address and sees the credit', async ({ page, request }) => {
  await loginByPassword(page, 'demo');
  const before = await availableCents(page);
  await page.goto('/pages/user/money/select');
  await page.getByText('TRC20').first().click();
  await expect(page).toHaveURL(/usdttrcerc\?network=TRC20/);
  const address = await page.locator('code').first().innerText();
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByText(/arrive in about 5 to 10 minutes/)).toBeVisible();

  const notice = {
    network: 'TRC20',
    // a hash of its own each run, so a retry tops up again
    tx_hash: randomBytes(32).toString('hex'),
    log_index: 0,
    address,
    amount: '25.5',
  };
  expect((await sendDepositNotice(request, notice)).data.credited).toBe(true);
  expect((await sendDepositNotice(request, notice)).data.credited).toBe(false);
  afterTopUp = before + 2550n;
  expect(await balanceText(page)).toContain(yen(afterTopUp));
});

test('a withdrawal is blocked until KYC is approved, then requested and cancelled', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, 'demo', '/pages/user/money/withdraw');
  await expect(page.getByText('Verify your identity to withdraw')).toBeVisible();

  await page.goto('/pages/user/setting/kyc');
  await page.getByLabel('Full name').fill('Demo Shopper');
  await page.getByLabel('Document number').fill('P7654321');
  const files = page.locator('input[type="file"]');
  // one photo after the other, as a person picks them
  await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
  await files.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Under review')).toBeVisible();

  const admin = await adminToken(request);
  const me = await request.get('/api/wanlshop/user/info', {
    headers: { token: (await storedUser(page))?.token ?? '' },
  });
  const userId = ((await me.json()) as { data: { id: number } }).data.id;
  const review = await request.post('/api/console/kyc/review', {
    headers: { token: admin },
    data: { user_id: userId, decision: 'approve' },
  });
  expect(((await review.json()) as { code: number }).code).toBe(1);
  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.goto('/pages/user/bank/add');
  await page.getByLabel('Account holder').fill('Demo Shopper');
  await page.getByLabel('Bank', { exact: true }).fill('Demo Bank');
  await page.getByLabel('Card number').fill('6222020000001234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/bank\/add/);

  await page.goto('/pages/user/money/withdraw');
  await page.getByLabel('Withdrawal amount').fill('300');
  await expect(page.getByText('¥296.00')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/money\/witlist/);
  await expect(page.getByText('Pending').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel withdrawal' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  expect(await balanceText(page)).toContain(yen(afterTopUp));
});

test('a member transfers to another demo member after confirming the receiver', async ({
  page,
}) => {
  await openLoggedIn(page, 'demo', '/pages/user/money/transfer');
  await page.getByLabel('Send to').fill('demo2');
  await page.getByLabel('Amount').fill('12.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Demo Friend')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
  await expect(page.getByTestId('transfer-receipt-to')).toContainText('@demo2');
  expect(await balanceText(page)).toContain(yen(afterTopUp - 1250n));
});
