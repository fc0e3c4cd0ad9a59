import { expect, test, type Page } from '@playwright/test';

// This spec alone lets the service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

test('the app installs (manifest, icons, service worker) and opens offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);

  // Installability basics: the manifest is linked, served and complete; its icons load.
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(href ?? '');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as Manifest;
  expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.name && manifest.short_name && manifest.theme_color).toBeTruthy();
  expect(manifest.background_color).toBeTruthy();
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The service worker takes control of the page once it has installed (precache done).
  await controlled(page);
  await expect(page.getByRole('navigation').last()).toBeVisible();

  // Offline: home opens from the cached shell with its tab bar.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html[data-booted]')).toHaveCount(1);
  await expect(page.getByRole('navigation').last()).toBeVisible();

  // A page that needs the API opens the no-network page.
  await page.goto('/pages/product/goods?id=1');
  await expect(page).toHaveURL(/\/pages\/page\/no_network$/, { timeout: 20_000 });
  await expect(page.getByText('No network connection')).toBeVisible();

  // Back online: retry returns to the goods page, which loads.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pages\/product\/goods\?id=1$/);
  await expect(page.getByText('Cloud Phone X1').first()).toBeVisible();
});
