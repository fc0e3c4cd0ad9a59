import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginByPassword, openLoggedIn } from './support/auth-helpers';

// One fresh member for the whole file, so the demo member's KYC and balance stay as other specs expect.
const MEMBER = 'e2emoney';
const PASSWORD = 'secret99';
const OLD_LIMIT = 5 * 1024 * 1024;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A noisy 12-megapixel camera JPEG (4000×3000) of about 7–9 MB, as a phone takes it. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 94 })
    .toBuffer();

async function login(request: APIRequestContext, account: string, password = 'demo1234') {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account, password },
  });
  const body = (await response.json()) as { data: { userinfo: { token: string; id: number } } };
  return body.data.userinfo;
}

/** Watches the upload calls and answers the size of each body sent. */
function uploadSizes(page: Page): number[] {
  const sizes: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/common/upload'))
      sizes.push(request.postDataBuffer()?.length ?? 0);
  });
  return sizes;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/wanlshop/user/register', {
    data: {
      username: MEMBER,
      password: PASSWORD,
      invite_code: 'CLOUDMALL',
      mobile: '905559870011',
    },
  });
  expect(((await response.json()) as { code: number }).code).toBe(1);
});

test('a 12-megapixel phone photo above the old 5 MB limit is shrunk and accepted (avatar and KYC)', async ({
  page,
}) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(OLD_LIMIT);
  const sizes = uploadSizes(page);
  await loginByPassword(page, MEMBER, PASSWORD);

  await page.goto('/pages/user/portrait/portrait');
  await expect(page.getByText(/up to 10 MB/)).toBeVisible();
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();

  await page.goto('/pages/user/setting/kyc');
  await expect(page.getByText(/up to 10 MB/)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'IMG_0002.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
  expect(sizes).toHaveLength(2);
  // shrunk in the browser: what was sent is far below the photo
  for (const size of sizes) expect(size).toBeLessThan(OLD_LIMIT);
});

test('a passport is verified with its photo page only: no back photo is asked', async ({
  page,
}) => {
  await loginByPassword(page, MEMBER, PASSWORD);
  await page.goto('/pages/user/setting/kyc');
  await expect(page.getByText('Back side')).toBeVisible();
  await page.getByText('Passport', { exact: true }).click();
  await expect(page.getByText('Back side')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Money Tester');
  await page.getByLabel('Document number').fill('E12345678');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Under review')).toBeVisible();
});

test('a transfer ends on a receipt: to whom, how much, when, and its reference', async ({
  page,
}) => {
  await openLoggedIn(page, 'demo', '/pages/user/money/transfer');
  await page.getByLabel('Send to').fill(MEMBER);
  await page.getByLabel('Amount').fill('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
  await expect(page.getByTestId('transfer-receipt-amount')).toHaveText('¥150.00');
  await expect(page.getByTestId('transfer-receipt-to')).toContainText(`@${MEMBER}`);
  await expect(page.getByTestId('transfer-receipt-time')).toHaveText(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await expect(page.getByTestId('transfer-receipt-reference')).toHaveText(/^T\d+$/);
  await page.getByRole('button', { name: 'New transfer' }).click();
  await expect(page.getByLabel('Send to')).toHaveValue('');
});

test('a USDT withdrawal is confirmed first: amount, fee, what arrives in USDT, and the address', async ({
  page,
  request,
}) => {
  const admin = await login(request, 'admin');
  const member = await login(request, MEMBER, PASSWORD);
  const review = await request.post('/api/console/kyc/review', {
    headers: { token: admin.token },
    data: { user_id: member.id, decision: 'approve' },
  });
  expect(((await review.json()) as { code: number }).code).toBe(1);
  const bank = await request.post('/api/wanlshop/bank/add', {
    headers: { token: member.token },
    data: { type: 'usdt', holder: 'Money Tester', account: 'TXyz1234567890abcd', network: 'TRC20' },
  });
  expect(((await bank.json()) as { code: number }).code).toBe(1);

  await loginByPassword(page, MEMBER, PASSWORD);
  await page.goto('/pages/user/money/withdraw');
  await page.getByLabel('Withdrawal amount').fill('100');
  await expect(page.getByText(/^Rate: 1 USDT = ¥\d+\.\d{2}$/)).toBeVisible();
  await expect(page.getByTestId('withdraw-receive-usdt')).toHaveText(/^\d+\.\d{2} USDT$/);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Confirm withdrawal' })).toBeVisible();
  await expect(sheet.getByTestId('withdraw-confirm-amount')).toHaveText('¥100.00');
  await expect(sheet.getByTestId('withdraw-confirm-fee')).toHaveText('¥2.00');
  await expect(sheet.getByTestId('withdraw-confirm-receive')).toContainText(/\d+\.\d{2} USDT/);
  await expect(sheet.getByTestId('withdraw-confirm-to')).toContainText('USDT · TRC20');
  await expect(page).toHaveURL(/\/pages\/user\/money\/withdraw/);
  await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/money\/witlist/);
  await expect(page.getByText('Pending').first()).toBeVisible();
});
