#!/usr/bin/env node
// Screenshots of app pages in the four languages, at 390x844, as the demo member (or a guest).
//   node scripts/screenshots.mjs --base http://127.0.0.1:8195 --out /tmp/shots [--guest] [--full] /pages/user ...
// The console at 1366x800, logged in as the demo admin (`--account` another console account):
//   node scripts/screenshots.mjs --console --out /tmp/shots /console/ /console/admin/members ...
// Serve the built apps first: `npm run build && E2E_PORT=8195 node e2e/support/start-server.mjs`.
// `--languages en,tr` takes fewer languages than the four.
// Files are named <out>/<path with _>.<language>.png; look at them before calling a page done.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ALL_LANGUAGES = ['en', 'zh-Hant', 'tr', 'id'];
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
const consoleMode = flag('--console');
const account = option('--account', consoleMode ? 'admin' : 'demo');
const guest = flag('--guest');
const fullPage = flag('--full');
// `--languages en,tr` narrows the run (all four by default)
const LANGUAGES = option('--languages', ALL_LANGUAGES.join(',')).split(',');
const pages = args.length > 0 ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const context = await browser.newContext(
  consoleMode
    ? { viewport: { width: 1366, height: 800 }, deviceScaleFactor: 1 }
    : {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
);
const page = await context.newPage();
const languageKey = consoleMode ? 'cloudmall-console:lang' : 'wanlshop:lang';
if (consoleMode && !guest) {
  await page.goto(`${base}/console/login`);
  await page.locator('#account').fill(account);
  await page.locator('#password').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
} else if (!guest) {
  await page.goto(`${base}/pages/user/auth/auth`);
  await page.getByLabel('Account').fill(account);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.getByText('I have read and agree', { exact: false }).first().click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/pages\/user$/);
}
// a guest has no page open yet: local storage needs the site's origin
if (page.url() === 'about:blank') await page.goto(consoleMode ? `${base}/console/login` : base);
for (const language of LANGUAGES) {
  await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [languageKey, language]);
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
