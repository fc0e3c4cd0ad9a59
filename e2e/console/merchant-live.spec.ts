import { expect, test } from '@playwright/test';
import { loginByPassword } from '../support/auth-helpers';
import { merchantConsoleLogin } from '../support/console-helpers';

// Issue #14 live rooms: the merchant of the second demo shop (`shop2`, no room live) starts a room
// with goods in the console (1366x800) and gets its push URL; a member watches it in the app
// (390x844, a second browser context); the merchant ends it and the member's page shows the
// ended room without a reload.

test('a merchant goes live with goods, a member watches, and sees the end without reloading', async ({
  page,
  browser,
}) => {
  await merchantConsoleLogin(page, 'shop2');
  await page.goto('/console/merchant/live');
  await page.getByTestId('live-create').click();
  await page.getByTestId('live-title').fill('Evening deals, live');
  await page.getByTestId('live-cover').fill('/uploads/demo/live-cover.webp');
  await page.getByTestId('live-goods').click();
  const firstGoods = page.locator('.ant-select-item-option').first();
  const goodsTitle = (await firstGoods.textContent())!.trim();
  await firstGoods.click();
  await page.keyboard.press('Escape');
  await page.getByTestId('live-start').click();

  const pushUrl = page.getByTestId('live-push-url');
  await expect(pushUrl).toContainText(
    /^rtmp:\/\/127\.0\.0\.1\/live\/[0-9a-f]{12}\?key=[0-9a-f]{32}$/,
  );
  const roomId = Number(new URL(page.url()).searchParams.get('room'));
  expect(roomId).toBeGreaterThan(0);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await context.newPage();
  await loginByPassword(member, 'demo2');
  await member.goto(`/pages/shop/live/live?id=${roomId}`);
  await expect(member.getByText('Evening deals, live').first()).toBeVisible();
  // the drawer refreshes who is watching
  await expect(page.getByTestId('live-online')).toHaveText('1', { timeout: 15_000 });

  await page.getByTestId('live-end').click();
  await page.getByTestId('live-end-confirm').click();
  await expect(page.getByTestId('live-status')).toHaveText('Ended');

  await expect(member).toHaveURL(new RegExp(`/pages/page/end_live\\?id=${roomId}`));
  await expect(member.getByText('The live stream has ended')).toBeVisible();
  await expect(member.getByText(goodsTitle).first()).toBeVisible();
  await context.close();
});
