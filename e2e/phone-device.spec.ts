import { expect, test } from '@playwright/test';

// The member app's e2e phone (project `app`): exactly 390x844 CSS pixels with mobile emulation, so
// layouts are checked at the size the product is designed for (not the Pixel 5 preset's 393x727).
test('the member app runs on a 390x844 touch phone with a mobile viewport', async ({ page }) => {
  await page.goto('/');
  const phone = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    ratio: window.devicePixelRatio,
    touch: navigator.maxTouchPoints > 0,
    coarse: window.matchMedia('(pointer: coarse)').matches,
  }));
  expect(phone).toEqual({ width: 390, height: 844, ratio: 3, touch: true, coarse: true });
  expect(await page.evaluate(() => navigator.userAgent)).toContain('Mobile');
});
