#!/usr/bin/env node
// Screenshots of app pages in the four languages, at 390x844, as the demo member (or a guest).
//   node scripts/screenshots.mjs --base http://127.0.0.1:8195 --out /tmp/shots [--guest] [--full] /pages/user ...
// Serve the built app first: `npm run build:web && E2E_PORT=8195 node e2e/support/start-server.mjs`.
// Files are named <out>/<path with _>.<language>.png; look at them before calling a page done.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const LANGUAGES = ['en', 'zh-Hant', 'tr', 'id'];
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const base = option('--base', 'http://127.0.0.1:8195');
const out = option('--out', '/tmp/shots');
const account = option('--account', 'demo');
const guest = flag('--guest');
const fullPage = flag('--full');
const pages = args.length > 0 ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
if (!guest) {
  await page.goto(`${base}/pages/user/auth/auth`);
  await page.getByLabel('Account').fill(account);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.getByText('I have read and agree', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/pages\/user$/);
}
for (const language of LANGUAGES) {
  await page.evaluate((lang) => localStorage.setItem('wanlshop:lang', lang), language);
  for (const route of pages) {
    await page.goto(base + route);
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    const name = route.replace(/^\//, '').replace(/[/?&=]/g, '_') || 'home';
    const file = path.join(out, `${name}.${language}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
}
await browser.close();
