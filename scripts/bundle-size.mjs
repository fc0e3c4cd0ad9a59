#!/usr/bin/env node
/**
 * The home route's initial JavaScript, read from the built web app (apps/web/dist).
 *
 * Counts what a cold load of `/` runs before the home page shows: the entry script of index.html,
 * every chunk it modulepreloads, the home page's route chunk with its static imports (from the Vite
 * manifest, dist/.vite/manifest.json) and the strings of the default language that start-up and the
 * home page read (`--namespaces`).
 * Prints one row per chunk (raw, gzip, brotli) and the total; with `--max-kb N` exits 1 when the
 * compressed total is over N kB (brotli, as the server sends it; `--encoding gzip` to judge gzip).
 *
 *   node scripts/bundle-size.mjs [--dist apps/web/dist] [--page src/pages/index.tsx]
 *                                [--lang en] [--max-kb 120] [--encoding br|gzip] [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/web/dist' },
    page: { type: 'string', default: 'src/pages/index.tsx' },
    lang: { type: 'string', default: 'en' },
    namespaces: { type: 'string', default: 'common,errors,routes,auth,user,settings,catalog' },
    'max-kb': { type: 'string' },
    encoding: { type: 'string', default: 'br' },
    json: { type: 'boolean', default: false },
  },
});

const dist = path.resolve(args.dist);
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) {
  console.error(`no build with a manifest in ${dist}: run \`npm run build:web\` first`);
  process.exit(2);
}
if (!['br', 'gzip'].includes(args.encoding)) {
  console.error('--encoding is br or gzip');
  process.exit(2);
}

/** @type {Record<string, {file: string, imports?: string[], isEntry?: boolean, src?: string}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/** file -> why it is loaded */
const loaded = new Map();

function addWithImports(key, reason) {
  const chunk = manifest[key];
  if (!chunk || !chunk.file.endsWith('.js') || loaded.has(chunk.file)) return;
  loaded.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) addWithImports(imported, reason);
}

function attribute(html, attr) {
  const match = new RegExp(`${attr}="([^"]+)"`).exec(html);
  return match?.[1];
}

// index.html: the module entry and its modulepreloads
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const isEntry = /type="module"/.test(tag) && tag.startsWith('<script');
  const isPreload = /rel="modulepreload"/.test(tag);
  if (!isEntry && !isPreload) continue;
  const file = (attribute(tag, isEntry ? 'src' : 'href') ?? '').replace(/^\//, '');
  if (!file) continue;
  const key = byFile.get(file);
  if (key) addWithImports(key, isEntry ? 'entry' : 'preload');
  else if (!loaded.has(file)) loaded.set(file, isEntry ? 'entry' : 'preload');
}

if (!manifest[args.page]) {
  console.error(`${args.page} is not in the manifest (keys look like src/pages/index.tsx)`);
  process.exit(2);
}
addWithImports(args.page, 'home page');
for (const namespace of args.namespaces.split(',').filter(Boolean)) {
  addWithImports(`src/locales/${args.lang}/${namespace}.json`, `strings (${args.lang})`);
}

const kB = (bytes) => bytes / 1000;
const fmt = (bytes) => kB(bytes).toFixed(1).padStart(8);

/** The precompressed file the server sends, or the same compression made here. */
function compressed(file, content, encoding) {
  const ready = path.join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
  if (existsSync(ready)) return readFileSync(ready).length;
  return encoding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : gzipSync(content, { level: 9 }).length;
}

const rows = [...loaded].map(([file, reason]) => {
  const content = readFileSync(path.join(dist, file));
  return {
    file,
    reason,
    raw: content.length,
    gzip: compressed(file, content, 'gzip'),
    br: compressed(file, content, 'br'),
  };
});
rows.sort((a, b) => b.raw - a.raw);
const total = rows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, br: sum.br + row.br }),
  { raw: 0, gzip: 0, br: 0 },
);
const limit = args['max-kb'] === undefined ? undefined : Number(args['max-kb']);
const measured = args.encoding === 'br' ? total.br : total.gzip;
const over = limit !== undefined && kB(measured) > limit;

if (args.json) {
  console.log(JSON.stringify({ page: args.page, chunks: rows, total, limitKb: limit, over }));
} else {
  const width = Math.max(...rows.map((row) => row.file.length), 5);
  console.log(`Initial JavaScript of the home route (${args.page}), kB = 1000 bytes`);
  console.log(`${'chunk'.padEnd(width)}      raw     gzip   brotli  loaded as`);
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(width)} ${fmt(row.raw)} ${fmt(row.gzip)} ${fmt(row.br)}  ${row.reason}`,
    );
  }
  console.log(
    `${`total (${rows.length} requests)`.padEnd(width)} ${fmt(total.raw)} ${fmt(total.gzip)} ${fmt(total.br)}`,
  );
  if (limit !== undefined) {
    const verdict = over ? 'OVER' : 'within';
    console.log(
      `${args.encoding}: ${kB(measured).toFixed(1)} kB, ${verdict} the ${limit} kB budget`,
    );
  }
}
process.exit(over ? 1 : 0);
