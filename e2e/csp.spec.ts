import { expect, test } from '@playwright/test';
import { routeTable } from '../apps/web/src/app/route-table';
import { loginByPassword } from './support/auth-helpers';
import { settledText } from './support/page-helpers';

test('every page runs under the Content-Security-Policy without a single violation', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      store.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  const entry = await page.goto('/');
  const policy = entry?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  await loginByPassword(page, 'demo2');
  for (const route of routeTable) {
    await page.goto(route.path);
    await settledText(page);
    const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    violations.push(...seen.map((line) => `${route.path}: ${line}`));
  }
  console.log(
    `pages visited under the CSP: ${routeTable.length + 2}, violations: ${violations.length}`,
  );
  if (violations.length) console.log(violations.join('\n'));
  expect(violations).toEqual([]);
});
