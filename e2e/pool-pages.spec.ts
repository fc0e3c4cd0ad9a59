import { expect, test } from '@playwright/test';
import { contrastProblems, smallTargets } from './support/looks-measures';
import { pageErrors } from './support/page-helpers';

// The mining pool pages at 390x844: mining machines for sale, and a coin's price over 3/7/30 days.

test('the machine page lists the mining machines and opens a goods page', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/pages/Pool/machine');
  const list = page.getByTestId('machine-list');
  await expect(list).toBeVisible();
  const tiles = list.getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const titles = await tiles.allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/Miner|Rig/);
  await expect(list.locator('img').first()).toBeVisible();
  await expect(list.getByText(/¥\s?\d/).first()).toBeVisible();

  const first = titles[0]!
    .split('\n')
    .find((line) => /Miner|Rig/.test(line))!
    .trim();
  await tiles.first().click();
  await expect(page).toHaveURL(/\/pages\/product\/goods\?id=\d+/);
  await expect(page.getByText(first).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the coin page draws the price chart and switching 3/7/30 days changes the figures', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
  });
  await page.goto('/pages/Pool/Currency');
  const chart = page.getByTestId('price-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const box = (await chart.locator('canvas').boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByText('Cloudmall Coin').first()).toBeVisible();

  // Seven days is the opening period; each period button is a 44 px target.
  const seven = page.getByRole('button', { name: '7 days', exact: true });
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-points', '168');
  for (const name of ['3 days', '7 days', '30 days']) {
    const size = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(44);
  }
  const change = page.getByTestId('coin-change');
  const sevenFigures = await page.getByTestId('coin-figures').innerText();
  await expect(change).toContainText('over 7 days');

  await page.getByRole('button', { name: '3 days', exact: true }).click();
  await expect(chart).toHaveAttribute('data-points', '72');
  await expect(change).toContainText('over 3 days');
  const threeFigures = await page.getByTestId('coin-figures').innerText();
  expect(threeFigures).not.toBe(sevenFigures);

  await page.getByRole('button', { name: '30 days', exact: true }).click();
  await expect(chart).toHaveAttribute('data-points', '200');
  await expect(change).toContainText('over 30 days');
  await expect(page.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.getByTestId('coin-figures').innerText()).not.toBe(threeFigures);
  // The latest price is the same whatever the period.
  await expect(page.getByTestId('figure-last')).toHaveText(
    (await page.getByTestId('coin-last').innerText()).trim(),
  );
  expect(errors).toEqual([]);
  // The chart library draws under the app's content security policy (no inline styles).
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});

for (const language of ['tr', 'id']) {
  test(`both pool pages fit the phone width in ${language}, with 44 px targets and AA contrast`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('wanlshop:lang', lang), language);
    for (const path of ['/pages/Pool/machine', '/pages/Pool/Currency']) {
      await page.goto(path);
      await expect(
        page.getByTestId(path.endsWith('machine') ? 'machine-list' : 'price-chart'),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await smallTargets(page), path).toEqual([]);
      expect(await contrastProblems(page), path).toEqual([]);
    }
  });
}
