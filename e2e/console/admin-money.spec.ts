import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPost, type Envelope } from '../support/api-helpers';
import { loginByPassword } from '../support/auth-helpers';
import { auditEntry, consoleLogin, openFromMenu, searchedRow } from '../support/console-helpers';
import { expectPhotoLoaded, PNG_1X1 } from '../support/photo-helpers';

// Issue #14, the admin's money and identity desk at 1366x800 (project `console`): an admin approves
// a KYC from the pending list and a withdrawal, and the member sees both in the app (a second,
// phone-sized browser); an admin adjusts a balance with a reason and finds it in the audit log; the
// ledger reconciles after.

async function memberWithPendingKyc(request: APIRequestContext, username: string) {
  const registered = await apiPost<{ userinfo: { id: number; token: string } }>(
    request,
    '/wanlshop/user/register',
    '',
    {
      username,
      password: 'demo1234',
      invite_code: 'CLOUDMALL',
      mobile: `90557${String(Date.now()).slice(-7)}`,
    },
  );
  expect(registered.code).toBe(1);
  const { id, token } = registered.data.userinfo;
  // the photo is uploaded privately, as the app's KYC form does
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: {
      purpose: 'kyc',
      file: { name: 'id.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  const url = ((await upload.json()) as Envelope<{ url: string }>).data.url;
  expect(url).toMatch(/^\/private\/kyc\//);
  expect((await request.get(url)).status()).toBe(404);
  const submitted = await apiPost(request, '/wanlshop/kyc/submit', token, {
    name: 'Ece Testing',
    id_type: 'passport',
    id_number: 'E2E12345',
    front_image: url,
  });
  expect(submitted.code).toBe(1);
  return { id, token };
}

test('an admin approves a KYC and a withdrawal, adjusts a balance with a reason found in the audit log; the member sees the results', async ({
  page,
  browser,
  request,
}) => {
  const username = `am${String(Date.now()).slice(-8)}`;
  const member = await memberWithPendingKyc(request, username);

  await consoleLogin(page, 'admin');
  await openFromMenu(page, 'KYC reviews', 'Members & access');
  const kycRow = await searchedRow(page, 'Member or name', username);
  // the private photo shows through its signed address
  await expectPhotoLoaded(kycRow);
  await kycRow.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${username} is verified`)).toBeVisible();
  await expect(kycRow).toHaveCount(0);

  // a balance adjustment with a reason (it also funds the withdrawal)
  await openFromMenu(page, 'Balance adjustment', 'Money & refunds');
  await page.getByPlaceholder('Member ID or username').fill(username);
  await page.getByPlaceholder('Member ID or username').press('Enter');
  await expect(page.getByTestId('adjust-balance')).toHaveText('0.00');
  await page.getByTestId('adjust-amount').fill('500');
  const reason = `e2e goodwill credit ${username}`;
  await page.getByTestId('adjust-reason').fill(reason);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByTestId('adjust-result')).toContainText('500.00');
  await expect(page.getByTestId('adjust-balance')).toHaveText('500.00');

  // the member asks for a withdrawal to a bank card
  const bank = await apiPost<{ id: number }>(request, '/wanlshop/bank/add', member.token, {
    type: 'bank',
    holder: 'Ece Testing',
    account: '6222020000004321',
    bank_name: 'Demo Bank',
  });
  const withdrawal = await apiPost<{ id: number }>(
    request,
    '/wanlshop/wallet/withdraw',
    member.token,
    {
      amount: '300.00',
      bank_id: bank.data.id,
      idempotency_key: randomBytes(12).toString('hex'),
    },
  );
  expect(withdrawal.code).toBe(1);

  await openFromMenu(page, 'Withdrawals', 'Money & refunds');
  const wdRow = await searchedRow(page, 'Member', username);
  await wdRow.getByRole('button', { name: 'Pay' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  // exact: the closing popconfirm's "Mark this withdrawal paid?" also contains the words
  await expect(page.getByText('Withdrawal paid', { exact: true })).toBeVisible();
  await expect(wdRow.getByText('Paid')).toBeVisible();

  // the audit log holds the adjustment with its reason and the balance before and after
  const entry = await auditEntry(page, 'Adjust balance', reason);
  await expect(entry.getByText('Adjust balance')).toBeVisible();

  // the member, in the app on a phone, sees the KYC approved and the withdrawal paid
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await phone.newPage();
  await loginByPassword(app, username);
  await app.goto('/pages/user/setting/kyc');
  await expect(app.getByText('Verified', { exact: true })).toBeVisible();
  await app.goto('/pages/user/money/witlist');
  await expect(app.getByText('Paid').first()).toBeVisible();
  await phone.close();

  // the ledger reconciles after all of it
  const admin = await apiPost<{ token: string }>(request, '/console/auth/login', '', {
    account: 'admin',
    password: 'demo1234',
  });
  const reconcile = await request.get('/api/console/wallet/reconcile', {
    headers: { token: admin.data.token },
  });
  expect(((await reconcile.json()) as Envelope<{ ok: boolean }>).data.ok).toBe(true);
});
