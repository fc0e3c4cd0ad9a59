import { expect, type Page } from '@playwright/test';

/**
 * The body text of the page once it has stopped changing: a lazy page shows nothing for its first
 * 200 ms (spec §9), then a loading view, then its content. Two reads `everyMs` apart must agree.
 */
export async function settledText(page: Page, everyMs = 250): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        const before = body;
        body = (await page.locator('body').innerText()).trim();
        return body.length > 0 && body === before;
      },
      { timeout: 10_000, intervals: [everyMs] },
    )
    .toBe(true);
  return body;
}

/** Collects the page's uncaught errors as they happen; a spec ends by expecting none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
