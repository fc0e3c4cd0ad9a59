import { expect, test } from '@playwright/test';
import { loginByPassword } from './support/auth-helpers';

// Item 12 of issue #12: the start-up token check used to be judged by its status alone and its answer
// never read, so the request stayed open until the page unloaded. Its answer is now read to the end:
// the browser records the request as finished (a resource timing entry) right after start-up.

test('the start-up token check ends: its answer is read and the request finishes', async ({
  page,
}) => {
  await loginByPassword(page, 'demo');
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wanlshop/token/check')) checks.push(request.url());
  });
  await page.reload();
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/wanlshop/token/check'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      { timeout: 5_000 },
    )
    .toEqual([expect.any(Number)]);
  // the restored session still counts as logged in
  await page.goto('/pages/user');
  await expect(page.getByRole('link', { name: /To ship/ })).toBeVisible();
});
