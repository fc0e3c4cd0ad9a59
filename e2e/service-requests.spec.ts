import { expect, test, type Page } from '@playwright/test';
import { registerFreshMember } from './support/api-helpers';
import { loginByPassword } from './support/auth-helpers';
import { consoleLogin, openFromMenu } from './support/console-helpers';
import { PNG_1X1 } from './support/photo-helpers';

// Issue #15, the service desk: a member sends feedback (with a photo) and a complaint about another
// member from the app (390x844); an admin replies and resolves them in the console (1366x800); the
// member's open list shows the answers without a reload (change push), and a notice arrives.
// Screenshots of the pages in English and Turkish and of the console go to the test's output folder.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a member’s feedback and complaint are answered in the console and the member sees the answers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerFreshMember(request, 'sr');
  const target = await registerFreshMember(request, 'st');
  await loginByPassword(page, member.username);

  // feedback with a photo
  await page.goto('/pages/user/feedback/feedback');
  await expect(page.getByLabel('Your feedback')).toBeVisible();
  await shot(page, 'en-feedback-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill this in').first()).toBeVisible();
  await page.getByRole('button', { name: 'Problem', exact: true }).click();
  await page.getByLabel('Your feedback').fill('The order list loads slowly on my phone');
  await page.getByTestId('service-photo-file').setInputFiles({
    name: 'slow.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/feedback\/lists$/);
  const feedback = page.getByTestId('service-request').first();
  await expect(feedback).toContainText('The order list loads slowly on my phone');
  await expect(feedback).toContainText('Submitted');

  // a complaint opened for a member (target prefilled from the address)
  await page.goto(`/pages/user/complaint/complaint?type=member&id=${target.id}`);
  await expect(page.getByLabel('Member ID')).toHaveValue(String(target.id));
  await page.getByRole('button', { name: 'Abuse', exact: true }).click();
  await page.getByLabel('What happened').fill('Sent me rude messages after a trade');
  await shot(page, 'en-complaint-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/complaint\/lists$/);
  const complaint = page.getByTestId('service-request').first();
  await expect(complaint).toContainText(target.username);
  await expect(complaint).toContainText('Waiting');

  // the admin answers both in the console
  const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const admin = await desk.newPage();
  await consoleLogin(admin, 'admin');
  await expect(admin.locator('.ant-layout-sider')).toBeVisible();
  await openFromMenu(admin, 'Feedback', 'Customer service');
  // This run's rows only (a retry finds the first attempt's too).
  const row = admin
    .locator('.ant-table-row', { hasText: 'The order list loads slowly' })
    .filter({ hasText: member.username });
  await expect(row).toContainText(member.username);
  await admin.screenshot({ path: test.info().outputPath('console-feedback.png') });
  await row.getByRole('button', { name: 'Reply' }).click();
  await admin
    .getByLabel('Reply to the member')
    .fill('Thank you, we sped it up in today’s release.');
  await admin.getByRole('dialog').getByRole('button', { name: 'Reply' }).click();
  await expect(row).toContainText('Replied');

  await openFromMenu(admin, 'Complaints', 'Members & access');
  const filed = admin
    .locator('.ant-table-row', { hasText: 'Sent me rude messages' })
    .filter({ hasText: member.username });
  await filed.getByRole('button', { name: 'Decide' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('Resolved', { exact: true }).click();
  await dialog
    .getByLabel('Reply to the member')
    .fill('We warned the member; contact us if it happens again.');
  await admin.screenshot({ path: test.info().outputPath('console-complaint-decide.png') });
  await dialog.getByRole('button', { name: 'Decide' }).click();
  await expect(filed).toContainText('Resolved');
  await desk.close();

  // the open complaint list updates by itself; the feedback list shows the reply
  await expect(complaint).toContainText('We warned the member', { timeout: 15_000 });
  await expect(complaint).toContainText('Resolved');
  await shot(page, 'en-complaint-list');
  await page.goto('/pages/user/feedback/lists');
  await expect(feedback).toContainText('we sped it up');
  await expect(feedback).toContainText('Replied');
  await shot(page, 'en-feedback-list');
  await page.goto('/pages/notice/system/system');
  await page.getByText('Account', { exact: true }).click();
  await page.getByText('Your complaint was resolved').first().click();
  await expect(page).toHaveURL(/\/pages\/user\/complaint\/lists$/);

  // the same pages in Turkish
  await page.evaluate(() => localStorage.setItem('wanlshop:lang', 'tr'));
  for (const [name, path] of [
    ['tr-feedback-list', '/pages/user/feedback/lists'],
    ['tr-complaint-form', '/pages/user/complaint/complaint?type=shop&id=1'],
    ['tr-bingli', '/pages/user/bingli'],
    ['tr-theme', '/pages/user/theme'],
    ['tr-choose-location', '/choose-location'],
    ['tr-open-location', '/open-location?name=Moda&address=Bahariye%20Cd.%205%20Kad%C4%B1k%C3%B6y'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await shot(page, name);
  }
  await expect(page.getByRole('button', { name: 'Adresi kopyala' })).toBeVisible();
});
