import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginByPassword } from '../support/auth-helpers';
import { merchantConsoleLogin } from '../support/console-helpers';

// Issue #14 merchant pages at 1366x800 (project `console`), the member app in a second browser
// context at 390x844: a review reply shows under the review in the app; a member's chat message
// reaches the console inbox without a reload and the merchant answers as the shop; a coupon the
// merchant creates is claimed in the app's coupon centre.

type Envelope<T> = { code: number; msg: string; data: T };

async function memberApp(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginByPassword(page, 'demo');
  return page;
}

async function merchantConsole(page: Page, path: string) {
  await merchantConsoleLogin(page, 'merchant');
  await page.goto(`/console/${path}`);
}

test('the merchant replies to a review once and the reply shows under it in the app', async ({
  page,
  browser,
}) => {
  await merchantConsoleLogin(page, 'merchant');
  const listed = page.waitForResponse((r) => r.url().includes('/api/console/merchant/reviews?'));
  await page.goto('/console/merchant/reviews?replied=no');
  const page1 = (
    (await (await listed).json()) as Envelope<{ data: { id: number; goods_id: number }[] }>
  ).data.data;
  expect(page1.length).toBeGreaterThan(0);
  const review = page1[0]!;

  const row = page.locator('.ant-table-row').first();
  await row.getByRole('button', { name: 'Reply' }).click();
  const modal = page.locator('.ant-modal-content', { hasText: 'Reply to the review' });
  await modal.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    modal.getByText('Enter this field').or(modal.locator('.ant-form-item-explain-error')),
  ).toBeVisible();
  const reply = `Thank you for the review! (${Date.now() % 100000})`;
  await modal.getByTestId('reply-text').fill(reply);
  await modal.getByRole('button', { name: 'Send reply' }).click();
  await expect(modal).toBeHidden();
  // answered reviews leave the "not replied" filter; with no filter it shows its reply
  await page.goto('/console/merchant/reviews?replied=yes');
  await expect(page.getByTestId(`reply-${review.id}`)).toContainText(reply);

  const app = await memberApp(browser);
  await app.goto(`/pages/product/comment?id=${review.goods_id}`);
  await expect(app.getByTestId('review-reply').filter({ hasText: reply })).toBeVisible();
});

test('a member’s chat message arrives in the console inbox without a reload and the merchant answers as the shop', async ({
  page,
  browser,
  request,
}) => {
  const shop = (await (await request.get('/api/wanlshop/shop/page?id=1')).json()) as Envelope<{
    shop: { user_id: number; shopname: string };
  }>;
  await merchantConsole(page, 'merchant/chat');
  await expect(page.getByText('Pick a conversation on the left')).toBeVisible();

  const app = await memberApp(browser);
  await app.goto(`/pages/notice/chat?to_id=${shop.data.shop.user_id}`);
  const question = `Is the cloud phone in stock? #${Date.now() % 100000}`;
  await app.getByPlaceholder('Type a message…').fill(question);
  await app.getByRole('button', { name: 'Send', exact: true }).click();

  // no reload: the pushed message refreshes the list
  const conversation = page.locator('[data-testid^="conversation-"]', { hasText: question });
  await expect(conversation).toBeVisible();
  await conversation.click();
  const history = page.getByTestId('chat-history');
  await expect(history.getByText(question)).toBeVisible();

  const answer = 'Yes, 12 left. Ships today.';
  await page.getByTestId('chat-input').fill(answer);
  await page.getByTestId('chat-input').press('Enter');
  await expect(history.getByText(answer)).toBeVisible();
  const log = app.getByLabel('Messages');
  await expect(log.getByText(answer)).toBeVisible();
  // the answer's row carries the shop's face (earlier specs may have left other shop messages)
  const answerRow = log
    .locator('div', { hasText: answer })
    .filter({ has: app.getByRole('img', { name: shop.data.shop.shopname }) })
    .last();
  await expect(answerRow).toBeVisible();

  // a second message while the conversation is open shows in it without a reload
  const more = 'And the 1-year plan?';
  await app.getByPlaceholder('Type a message…').fill(more);
  await app.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(history.getByText(more)).toBeVisible();
});

test('the merchant creates a coupon and a member claims it in the app', async ({
  page,
  browser,
}) => {
  await merchantConsole(page, 'merchant/coupons');
  const name = `E2E ${Date.now() % 100000} off`;
  await page.getByRole('button', { name: 'New coupon' }).click();
  const modal = page.locator('.ant-modal-content', { hasText: 'New coupon' });
  await modal.getByTestId('coupon-name').fill(name);
  await modal.getByTestId('coupon-price').fill('abc');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await modal.getByTestId('coupon-price').fill('6');
  await modal.getByTestId('coupon-limit').fill('40');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('0 / 100')).toBeVisible();

  const app = await memberApp(browser);
  await app.goto('/pages/user/coupon/list');
  const card = app.getByTestId('coupon-card').filter({ hasText: name }).first();
  await card.getByTestId('coupon-claim').click();
  await expect(app.getByText(/Claimed!/).first()).toBeVisible();

  await page.reload();
  await expect(
    page.locator('.ant-table-row', { hasText: name }).getByText('1 / 100'),
  ).toBeVisible();
});
