import { expect, type APIRequestContext, test } from '@playwright/test';
import { apiPost, registerFreshMember, type Envelope } from '../support/api-helpers';
import { DEMO_PASSWORD, loginByPassword } from '../support/auth-helpers';
import { consoleLogin, openFromMenu } from '../support/console-helpers';

// Issue #14 devices, campaigns and the service desk at 1366x800 (project `console`): an admin makes a
// code batch and reads its codes; an advertiser sees only its own campaigns; a customer-service agent
// answers a member who sees the answer in the app (a second browser at 390x844) without reloading.

async function consoleToken(request: APIRequestContext, account: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/console/auth/login', { data: { account, password } });
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}

test('an admin creates a code batch, sees its codes once in full, then masked in the batch drawer', async ({
  page,
}) => {
  await consoleLogin(page, 'admin');
  await openFromMenu(page, 'Activation codes', 'Devices & scripts');
  await expect(page).toHaveURL(/\/console\/admin\/codes/);
  await page.getByRole('button', { name: 'New batch' }).click();
  const form = page.locator('.ant-modal-content', { hasText: 'New batch' });
  await form.getByLabel('Codes').fill('3');
  await form.getByLabel('Note').fill('e2e fair');
  await form.getByRole('button', { name: 'Create codes' }).click();

  const made = page.locator('.ant-modal-content', { hasText: 'created' });
  const codes = made.getByTestId('batch-codes').locator('code');
  await expect(codes).toHaveCount(3);
  const first = (await codes.first().textContent())!.trim();
  expect(first).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(made.getByText('shown only now')).toBeVisible();
  await made.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  const row = page.locator('.ant-table-row', { hasText: 'e2e fair' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Codes' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('.ant-table-row')).toHaveCount(3);
  await expect(drawer.getByText(first.slice(-4))).toBeVisible();
  await expect(drawer.getByText(first)).toHaveCount(0);
  await expect(drawer.getByText('Unused')).toHaveCount(3);
  await expect(drawer.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('an advertiser logs in and sees only its own campaigns', async ({ page, request }) => {
  // Another advertiser with a campaign of its own, made through the API.
  const admin = await consoleToken(request, 'admin');
  const advertiserToken = await consoleToken(request, 'advertiser1');
  const demo = (
    (await (
      await request.get('/api/console/campaigns/list', { headers: { token: advertiserToken } })
    ).json()) as Envelope<{ data: Array<{ name: string; script_id: number }> }>
  ).data.data[0]!;
  const { username: other } = await registerFreshMember(request, 'rival');
  const found = (await (
    await request.get(`/api/console/service/member?ref=${other}`, { headers: { token: admin } })
  ).json()) as Envelope<{ user_id: number }>;
  await apiPost(request, '/console/campaigns/advertisers', admin, {
    user_id: found.data.user_id,
    name: 'Rival Ads',
  });
  const rivalToken = await consoleToken(request, other);
  const rival = await apiPost<{ id: number }>(request, '/console/campaigns/create', rivalToken, {
    script_id: demo.script_id,
    name: `Rival campaign ${other}`,
    max_per_report: '1.00',
    daily_cap_per_device: '5.00',
  });
  expect(rival.code).toBe(1);

  await consoleLogin(page, 'advertiser1');
  const menu = page.locator('.ant-layout-sider');
  await openFromMenu(page, 'Campaigns');
  await expect(page).toHaveURL(/\/console\/campaigns/);
  await expect(page.locator('.ant-table-row', { hasText: demo.name })).toHaveCount(1);
  await expect(page.getByText(`Rival campaign ${other}`)).toHaveCount(0);
  await expect(menu.getByText('Activation codes')).toHaveCount(0);
  // another advertiser's campaign does not open, even by its address
  await page.goto(`/console/campaigns?campaign=${rival.data.id}`);
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText('does not exist or is not yours')).toBeVisible();
  await expect(page.getByText(`Rival campaign ${other}`)).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();
  await page
    .locator('.ant-table-row', { hasText: demo.name })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByText('Revenue paid, last 30 days')).toBeVisible();
});

test('a service agent answers a member, who sees the answer in the app without reloading', async ({
  page,
  browser,
}) => {
  const app = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const member = await app.newPage();
  await loginByPassword(member, 'demo2');

  await consoleLogin(page, 'service1');
  await openFromMenu(page, 'Service desk');
  await expect(page.getByText('Live')).toBeVisible();

  await member.goto('/pages/user/service');
  await member.getByRole('button', { name: 'Talk to a human agent' }).click();

  // the member arrives in the queue through the desk's socket (no reload)
  const waiting = page.getByTestId('service-queue').locator('.ant-table-row', { hasText: 'demo2' });
  await expect(waiting).toBeVisible();
  await waiting.click();
  const answer = `Hello from the desk ${Date.now() % 100000}`;
  await page.getByPlaceholder('Write your answer').fill(answer);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('desk-messages').getByText(answer)).toBeVisible();

  await expect(member.getByText(answer)).toBeVisible();
  await app.close();
});
