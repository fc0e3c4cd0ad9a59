import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

// The member app's phone: exactly 390x844 CSS pixels with mobile emulation (touch, mobile viewport,
// a phone's pixel ratio and Android user agent); the Pixel 5 preset alone would make it 393x727.
const APP_SIZE = { width: 390, height: 844 };
const APP_PHONE = {
  ...devices['Pixel 5'],
  viewport: APP_SIZE,
  screen: APP_SIZE,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

// End-to-end journeys on the built apps served by the real server (fresh embedded database per run,
// development mode so the SMS outbox can be read), in Debian's Chromium: the member app at 390x844
// (project `app`), the console's specs (e2e/console/) at a desktop 1366x800 (project `console`).
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // the member app's service worker would serve cached pages across steps: only e2e/pwa.spec.ts allows it
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'app', testIgnore: 'console/**', use: APP_PHONE },
    {
      name: 'console',
      testMatch: 'console/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 800 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
