import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

// The built worker on disk: changing a byte of it is what a deployment of a new version looks like.
const WORKER_FILE = path.join(import.meta.dirname, '../apps/web/dist/sw.js');

test('a new version waits for the member: ignore hides it until the next, update now reloads on it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = readFileSync(WORKER_FILE, 'utf8');
  const prompt = page.getByRole('alertdialog');
  // a deploy writes the worker and its precompressed copies (the server sends those first)
  const writeWorker = (content: string) => {
    writeFileSync(WORKER_FILE, content);
    if (existsSync(`${WORKER_FILE}.br`))
      writeFileSync(`${WORKER_FILE}.br`, brotliCompressSync(content));
    if (existsSync(`${WORKER_FILE}.gz`)) writeFileSync(`${WORKER_FILE}.gz`, gzipSync(content));
  };
  const deploy = async (version: number) => {
    writeWorker(`${original}\n// version ${version}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  };
  try {
    await page.goto('/');
    await controlled(page);
    await expect(prompt).toHaveCount(0);

    await deploy(2);
    await expect(prompt).toContainText('A new version is ready', { timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Ignore' }).click();
    await expect(prompt).toHaveCount(0);

    await deploy(3);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // a mark on this page's window: the reload onto the new version drops it
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: 'Update now' }).click();
    // the waiting worker takes over and the page reloads on it: nothing waits any more
    await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
    await controlled(page);
    await expect(prompt).toHaveCount(0);
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
    );
    expect(waiting).toBeNull();
  } finally {
    writeWorker(original);
  }
});
