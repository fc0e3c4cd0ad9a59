import { expect, type Locator, type Page } from '@playwright/test';

/** A 1x1 PNG: the photo a journey uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads the 1x1 PNG as `name` through the page's first file input; waits until it shows as uploaded. */
export async function uploadFirstPhoto(page: Page, name: string) {
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
}

/** The first photo in `scope` is shown and its picture loaded (a private photo through its signed address). */
export async function expectPhotoLoaded(scope: Locator) {
  const photo = scope.locator('img').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}
