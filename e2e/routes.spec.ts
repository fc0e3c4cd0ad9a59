import { expect, test } from '@playwright/test';
import { routeTable } from '../apps/web/src/app/route-table';
import { loginByPassword } from './support/auth-helpers';
import { settledText } from './support/page-helpers';

const FAILURE_TEXTS = ['Something went wrong', 'This page could not be loaded', 'Page not found'];

test('every spec route loads its page for a member, none shows the error or not-found view', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginByPassword(page, 'demo2');
  const failures: string[] = [];
  for (const entry of routeTable) {
    await page.goto(entry.path);
    const body = await settledText(page);
    const failed = FAILURE_TEXTS.find((text) => body.includes(text));
    if (failed)
      failures.push(`${entry.path}: ${failed}: ${body.slice(0, 120).replace(/\s+/g, ' ')}`);
    if (entry.requiresLogin && page.url().includes('/pages/user/auth/auth'))
      failures.push(`${entry.path} (sent to login)`);
  }
  console.log(`routes visited: ${routeTable.length}, failures: ${failures.length}`);
  expect(failures).toEqual([]);
});

test('an unknown path shows the not-found page, and the four tabs switch pages', async ({
  page,
}) => {
  await page.goto('/pages/does/not/exist');
  await expect(page.getByText('Page not found').first()).toBeVisible();

  await page.goto('/');
  const tabs = page.getByRole('navigation').last();
  for (const [label, path] of [
    ['Robot', '/pages/category'],
    ['Investment', '/pages/shop'],
    ['My', '/pages/user'],
    ['Home', '/'],
  ] as const) {
    await tabs.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}$`));
  }
  const box = await tabs.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(60);
});
