import { expect, test } from '@playwright/test';
import { registerFreshMember } from './support/api-helpers';
import { openLoggedIn } from './support/auth-helpers';
import { adminConsoleLogin, openFromMenu } from './support/console-helpers';

test('a member queues for sold-out goods on the public queue page and sees their place', async ({
  page,
  request,
}) => {
  const member = await registerFreshMember(request, 'queue');
  await openLoggedIn(page, member.username, '/pages/user/gongpai');
  await expect(page.getByText(/First come, first served/)).toBeVisible();
  await expect(page.getByText('You are not in any queue')).toBeVisible();

  await page.getByRole('tab', { name: 'Join a queue' }).click();
  const goods = page
    .getByRole('listitem')
    .filter({ hasText: /waiting/ })
    .first();
  await expect(goods).toBeVisible();
  await goods.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(/You joined the queue at No\. \d+/)).toBeVisible();
  await expect(goods).toContainText('In the queue');

  await page.getByRole('tab', { name: 'My places' }).click();
  const place = page.getByRole('listitem').filter({ hasText: /No\. \d+/ });
  await expect(place).toHaveCount(1);
  await expect(place).toContainText(/members? ahead of you/);
  await place.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText('You are not in any queue')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Left' })).toHaveCount(1);
});

test('an admin funds the team pool and issues a reward with a reason; the member sees it held', async ({
  browser,
  page,
  request,
}) => {
  const member = await registerFreshMember(request, 'reward');
  await openLoggedIn(page, member.username, '/pages/user/tuanduijiangjinchi');
  await expect(page.getByText(/issued by the platform's admins/)).toBeVisible();
  await expect(page.getByText('No rewards yet')).toBeVisible();

  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const admin = await desk.newPage();
  await adminConsoleLogin(admin);
  await openFromMenu(admin, 'Reward pools', 'Growth');
  await admin.getByTestId('pool-team').getByRole('button', { name: 'Fund pool' }).click();
  await admin.getByTestId('fund-amount').fill('50.00');
  await admin.getByTestId('fund-reason').fill('e2e team budget');
  await admin.getByRole('button', { name: 'Fund', exact: true }).click();
  await expect(admin.getByText('Pool funded')).toBeVisible();

  await admin.getByTestId('issue-reward').click();
  await admin.getByTestId('issue-member').fill(String(member.id));
  await admin.getByTestId('issue-amount').fill('7.77');
  await admin.getByTestId('issue-reason').fill('e2e top team helper');
  await admin.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(admin.getByText(`Issued to ${member.username}`)).toBeVisible();
  await expect(admin.locator('.ant-table-row', { hasText: 'e2e top team helper' })).toBeVisible();
  await desk.close();

  // the member's open page updates from the push
  const row = page.getByRole('listitem').filter({ hasText: 'e2e top team helper' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('+¥7.77');
  await expect(row).toContainText(/Held until/);
  await page.goto('/pages/user/yanchijiesuan');
  await expect(page.getByRole('listitem').filter({ hasText: 'e2e top team helper' })).toBeVisible();
});
