#!/usr/bin/env node
// `npm run stats`: the structure figures of issue #11, read from the files git tracks.
//   - file length (lines) median / p90 / max per app, and the files over 300 lines;
//   - import cycles (type-only imports included), by Tarjan's strongly connected components;
//   - server cross-module imports (modules/<a> importing modules/<b>/... other than its index.ts)
//     and web cross-feature imports (features/<a> importing features/<b>);
//   - duplicate pairs, from the `duplicates` tool when it is installed.
// A report: exits 0. With `--check` it exits 1 when a file is over 300 lines, or a cycle or a
// cross import exists. `--no-duplicates` skips the (slow) duplicates tool.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 300;
export const APPS = [
  'apps/server',
  'apps/web',
  'apps/console',
  'packages/contract',
  'packages/client',
  'e2e',
];
const SOURCE = /\.(ts|tsx|css)$/;
const CODE = /\.(ts|tsx)$/;
// apps/server/assets holds MPEG-TS video segments named *.ts; migrations are generated.
const EXCLUDED = [/^apps\/server\/assets\//, /\/db\/migrations\//, /\.json$/];

/** Which tracked files count as source, and which app each belongs to. */
export function sourceFiles(paths) {
  return paths.filter((p) => SOURCE.test(p) && !EXCLUDED.some((re) => re.test(p)));
}

export function appOf(path) {
  return APPS.find((app) => path.startsWith(`${app}/`)) ?? null;
}

export function countLines(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Every module specifier a file imports or re-exports, type-only and dynamic imports included. */
export function importSpecifiers(text) {
  const found = [];
  const patterns = [
    /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*@import\s+['"]([^'"]+)['"]/gm,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

/** The contract package's exports map: specifier -> file. */
export function contractEntries(pkg, root = 'packages/contract') {
  const entries = {};
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    entries[join('@cloudmall/contract', key)] = normalize(join(root, target));
  }
  return entries;
}

/**
 * Resolves one specifier from `from` to a tracked file, or null (a package outside the repo).
 * Handles relative paths, the web's `@/` alias (apps/web/src) and the contract package.
 */
export function resolveImport(from, spec, known, contract = {}) {
  let base;
  if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else if (spec.startsWith('@/')) base = join('apps/web/src', spec.slice(2));
  else if (spec in contract) return contract[spec];
  else return null;
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** Tarjan's strongly connected components; returns the components that are cycles. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return cycles;
}

/** A server import that reaches into another module past its index.ts, or a web feature importing another. */
export function crossImport(from, to) {
  const serverModule = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
  const a = from.match(serverModule);
  const b = to.match(serverModule);
  if (a && b && a[1] !== b[1] && b[2] !== 'index.ts') return 'server';
  // the web's and the console's features alike (a console feature never imports a web one either)
  const webFeature = /^apps\/(web|console)\/src\/features\/([^/]+)\//;
  const fa = from.match(webFeature);
  const fb = to.match(webFeature);
  if (fa && fb && (fa[1] !== fb[1] || fa[2] !== fb[2])) return 'web';
  return null;
}

/** The count in the `duplicates` tool's first line ("N pairs of places ..."); 0 for "no duplicates". */
export function parseDuplicates(output) {
  const first = output.split('\n')[0] ?? '';
  const m = first.match(/^(\d+) pairs? of places/);
  if (m) return Number(m[1]);
  return /^no duplicates/.test(first) ? 0 : null;
}

const MIGRATIONS = 'apps/server/src/db/migrations';

function runDuplicates(repo) {
  return execFileSync('duplicates', ['--repo', repo, '--seconds', '120'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function pad(cells, widths) {
  return cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  process.chdir(root);
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
  const files = sourceFiles(tracked).filter((p) => appOf(p) && existsSync(p));
  const texts = new Map(files.map((p) => [p, readFileSync(p, 'utf8')]));
  const lines = new Map(files.map((p) => [p, countLines(texts.get(p))]));

  console.log('File length (lines, .ts/.tsx/.css tracked by git)');
  const widths = [18, 6, 7, 5, 5, 9];
  console.log(pad(['app', 'files', 'median', 'p90', 'max', `>${MAX_LINES}`], widths));
  const over = [];
  for (const app of APPS) {
    const own = files.filter((p) => appOf(p) === app);
    const counts = own.map((p) => lines.get(p));
    const big = own.filter((p) => lines.get(p) > MAX_LINES);
    over.push(...big);
    const row = [app, own.length, percentile(counts, 50), percentile(counts, 90)];
    console.log(pad([...row, Math.max(0, ...counts), big.length], widths));
  }
  for (const p of over.sort((a, b) => lines.get(b) - lines.get(a))) {
    console.log(`  ${String(lines.get(p)).padStart(5)}  ${p}`);
  }

  const known = new Set(files);
  const contract = contractEntries(
    JSON.parse(readFileSync('packages/contract/package.json', 'utf8')),
  );
  const graph = new Map();
  const cross = { server: [], web: [] };
  for (const p of files.filter((f) => CODE.test(f))) {
    const targets = new Set();
    for (const spec of importSpecifiers(texts.get(p))) {
      const to = resolveImport(p, spec, known, contract);
      if (!to) continue;
      targets.add(to);
      const kind = crossImport(p, to);
      if (kind) cross[kind].push(`${p} -> ${to}`);
    }
    graph.set(p, [...targets]);
  }
  const cycles = findCycles(graph);
  console.log(`\nImport cycles (type-only included): ${cycles.length}`);
  for (const c of cycles) console.log(`  ${c.join(' <-> ')}`);
  console.log(`Server cross-module imports (not through index.ts): ${cross.server.length}`);
  for (const line of cross.server) console.log(`  ${line}`);
  console.log(`Web cross-feature imports: ${cross.web.length}`);
  for (const line of cross.web) console.log(`  ${line}`);

  if (args.includes('--no-duplicates')) {
    console.log('Duplicate pairs: skipped (--no-duplicates)');
  } else if (onPath('duplicates')) {
    const out = runDuplicates('.');
    const pairs = parseDuplicates(out);
    // Applied migrations are history (drizzle-generated SQL, never edited once applied): their
    // repeated CREATE TABLE shapes cannot be shared, so the figure to act on leaves them out.
    const history = parseDuplicates(runDuplicates(MIGRATIONS));
    const code = pairs === null || history === null ? null : pairs - history;
    console.log(
      `Duplicate pairs: ${code ?? 'unreadable'} outside the SQL migrations (${history ?? '?'} within ${MIGRATIONS})`,
    );
    const notes = out.split('\n').filter((x) => /^(incomplete|left out):/.test(x));
    for (const l of [out.split('\n')[0], ...notes]) {
      console.log(`  ${l}`);
    }
  } else {
    console.log('Duplicate pairs: the `duplicates` tool is not installed on this machine');
  }

  const failed = over.length + cycles.length + cross.server.length + cross.web.length > 0;
  if (check && failed) {
    console.log(`\n--check: failed (files over ${MAX_LINES}, cycles or cross imports above)`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) main();
