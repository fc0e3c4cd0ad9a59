import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support/auth-helpers';

test('a member publishes a video post: the file uploads, its first frame becomes the cover', async ({
  page,
}) => {
  await openLoggedIn(page, 'demo', '/pages/apps/find/user-add');
  await page.getByText('Video post', { exact: true }).click();
  await page.locator('input[type="file"][accept*="video"]').setInputFiles({
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync('apps/server/assets/demo-media/video-2.mp4'),
  });
  await expect(page.getByRole('button', { name: 'Remove the video' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('What would you like to share?').fill('My first video <b>post</b>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pages\/apps\/find\/details\/(details|video)\?id=\d+/);
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('src', /\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
  await expect(video).toHaveAttribute('poster', /\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
});
