#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and CPU) on the built member app,
// in Debian's Chromium: performance, accessibility and best-practices of home, a goods page and the
// cart (as the demo member: a guest's cart is the login page), each with the audits that hold it
// down. Every page loads cold (cache, service worker and storage cleared). Goal 95 each.
//   npm run lighthouse                      starts the built app (demo data) on a free port, stops it after
//   npm run lighthouse -- --base http://127.0.0.1:8192 [/pages/cart ...]   an app already running
//   npm run lighthouse -- --ci              home only; exits 1 when a category is under 90
// Build first (`npm run build`). CHROME_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PAGES = ['/', '/pages/product/goods?id=1', '/pages/cart'];
// pages a guest cannot open: audited as the demo member
const MEMBER_PAGES = ['/pages/cart'];
const DEMO = { account: 'demo', password: 'demo1234' };
// The issue's floor is 90 (goal 95); `--min N` sets the floor CI holds today, raised as home gets faster.
const CI_FLOOR = 90;
const GOAL = 95;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const ci = flag('--ci');
const CI_MIN = Number(option('--min') ?? CI_FLOOR);
const givenBase = option('--base');
const pages = args.length > 0 ? args : ci ? ['/'] : PAGES;

/** With BENCH_OUT set (`npm run bench`), each score is appended as one figure line. */
function report(url, category, score) {
  if (!process.env.BENCH_OUT) return;
  const path = new URL(url).pathname;
  const page = path === '/' ? 'home' : path.includes('goods') ? 'goods' : path.split('/').pop();
  const key =
    category === 'performance' && ['home', 'goods'].includes(page)
      ? `lighthouse-${page}`
      : undefined;
  const figure = {
    bench: 'web',
    key,
    label: `Lighthouse ${page} ${category}`,
    value: score,
    unit: '/ 100',
  };
  appendFileSync(process.env.BENCH_OUT, `${JSON.stringify(figure)}\n`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built app on a fresh embedded database with the demo data (e2e/support/start-server.mjs). */
async function startApp() {
  const port = await freePort();
  const child = spawn('node', ['e2e/support/start-server.mjs'], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group: stopping it stops the server under npx and tsx too
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the app did not answer /api/health within 120 s');
}

/** The audits that cost a category the most points: weight × what the audit missed. */
function holdingDown(lhr, categoryId, count = 4) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({ audit, lost: ref.weight * (1 - audit.score) }))
    .sort((a, b) => b.lost - a.lost)
    .slice(0, count)
    .map(({ audit }) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** Performance opportunities by the time they would save (their weight is 0; the metrics carry it). */
function opportunities(lhr, count = 5) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => ({ audit, saving: audit.details?.overallSavingsMs ?? 0 }))
    .filter(({ saving }) => saving > 0)
    .sort((a, b) => b.saving - a.saving)
    .slice(0, count)
    .map(({ audit, saving }) => `${audit.id} (${Math.round(saving)} ms)`);
}

const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '-';

/** Logs the demo member in through the login screen, then clears all but the stored session. */
async function logIn(page, base) {
  await page.goto(`${base}/pages/user/auth/auth`);
  await page.locator('::-p-aria(Account)').fill(DEMO.account);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('::-p-text(I have read and agree)').click();
  await page.locator('::-p-aria(Log in[role="button"])').click();
  await page.waitForFunction(() => location.pathname === '/pages/user', { timeout: 30_000 });
  const session = await page.createCDPSession();
  await session.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

async function audit(page, url, asMember) {
  const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  if (asMember) await logIn(page, new URL(url).origin);
  const result = await lighthouse(
    url,
    { ...flags, disableStorageReset: asMember },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
  );
  console.log(`\n${url}`);
  console.log(
    `  FCP ${metric(lhr, 'first-contentful-paint')}, LCP ${metric(lhr, 'largest-contentful-paint')}, ` +
      `TBT ${metric(lhr, 'total-blocking-time')}, CLS ${metric(lhr, 'cumulative-layout-shift')}, ` +
      `SI ${metric(lhr, 'speed-index')}`,
  );
  for (const id of CATEGORIES) {
    const below = holdingDown(lhr, id);
    const mark = scores[id] >= GOAL ? 'ok  ' : 'LOW ';
    console.log(`  ${mark}${id.padEnd(15)} ${String(scores[id]).padStart(3)}  ${below.join(', ')}`);
  }
  for (const id of CATEGORIES) report(url, id, scores[id]);
  const saving = opportunities(lhr);
  if (saving.length > 0) console.log(`  opportunities: ${saving.join(', ')}`);
  return scores;
}

const app = givenBase ? { base: givenBase, stop: () => undefined } : await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
let failed = false;
try {
  const page = await browser.newPage();
  console.log(
    `Lighthouse on ${app.base}, mobile preset${ci ? ` (CI: fails under ${CI_MIN})` : ''}`,
  );
  for (const path of pages) {
    const scores = await audit(page, new URL(path, app.base).href, MEMBER_PAGES.includes(path));
    if (ci && CATEGORIES.some((id) => scores[id] < CI_MIN)) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.disconnect();
  chrome.kill();
  app.stop();
}
if (failed && ci) console.log(`\nlighthouse: a category is under ${CI_MIN}`);
process.exit(failed ? 1 : 0);
