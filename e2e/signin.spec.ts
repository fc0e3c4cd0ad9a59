import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support/auth-helpers';

// The demo seed signs demo in on the 3 days before today in the platform zone (Asia/Shanghai); the
// browser runs in that zone, so today continues the streak: day 4 of the 6-day cycle, 4 points.
test.use({ timezoneId: 'Asia/Shanghai' });

test('the demo member signs in once: points and streak show, a second attempt is disabled, the rank lists them', async ({
  page,
}) => {
  await openLoggedIn(page, 'demo', '/pages/user/signin/signin');
  await expect(page.getByTestId('signin-streak')).toHaveText('3 days');
  await expect(page.getByTestId('signin-total')).toHaveText('6');
  const button = page.getByRole('button', { name: 'Sign in · +4 points' });
  await expect(button).toBeEnabled();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await button.click();
  await expect(page.getByText('Signed in: +4 points')).toBeVisible();
  const done = page.getByRole('button', { name: 'Signed in today · +4 points' });
  await expect(done).toBeDisabled();
  await expect(page.getByTestId('signin-streak')).toHaveText('4 days');
  await expect(page.getByTestId('signin-total')).toHaveText('10');
  await expect(page.getByTestId('signin-score')).toHaveText('10');
  await expect(page.getByText(/days? signed this month/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Signed in today · +4 points' })).toBeDisabled();

  await page.getByRole('link', { name: 'Sign-in ranking' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/signin\/rank$/);
  await expect(page.getByTestId('signin-my-rank')).toHaveText('#1');
  const me = page.getByRole('listitem').filter({ hasText: 'You' });
  await expect(me).toContainText('Demo Shopper');
  await expect(me).toContainText('4 days');
  await page.getByRole('tab', { name: 'Points this month' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'You' })).toContainText('Demo Shopper');
});
