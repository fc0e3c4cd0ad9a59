#!/usr/bin/env node
// `npm run bench:web`: the member app's figures for `npm run bench`: the home route's initial
// JavaScript (scripts/bundle-size.mjs) and Lighthouse's mobile scores of home, a goods page and the
// cart (scripts/lighthouse.mjs, which appends its scores to BENCH_OUT itself). Builds the web app and
// the server first when their build is missing.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';

const run = (command, args) => spawnSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
const report = (figure) => {
  if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `${JSON.stringify(figure)}\n`);
};

if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/server/dist/main.js')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const size = run('node', ['scripts/bundle-size.mjs', '--json']);
if (size.status !== 0) {
  console.error(size.stderr);
  process.exit(1);
}
const { total, chunks } = JSON.parse(size.stdout);
const kB = (bytes) => Math.round(bytes / 100) / 10;
console.log(
  `home initial JavaScript: ${chunks.length} files, ${kB(total.raw)} kB raw, ${kB(total.gzip)} kB gzip, ${kB(total.br)} kB brotli`,
);
report({
  bench: 'web',
  key: 'cold-home-js',
  label: `home initial JavaScript, brotli (${kB(total.raw)} kB raw, ${kB(total.gzip)} kB gzip)`,
  value: kB(total.br),
  unit: 'kB',
});

const lighthouse = spawnSync('node', ['scripts/lighthouse.mjs'], { stdio: 'inherit' });
process.exit(lighthouse.status ?? 1);
