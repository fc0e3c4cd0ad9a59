#!/usr/bin/env node
/**
 * `npm run bench [-- --quick] [-- --only catalog,members]`: runs every `bench:*` script of the root
 * package.json in turn (a later one joins by being added there; `fault:*` scripts are not
 * benchmarks), each in its own process with BENCH_OUT naming a temporary file its figures are
 * appended to (apps/server/bench/bench-report.ts), then writes docs/benchmarks.md: the machine, each
 * figure with its ratio to the bare route of the same run, and the figures from before issue #17.
 * A benchmark that fails is reported in the document with the end of its output, never dropped.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * Redis (REDIS_URL, default redis://127.0.0.1:6379). `--quick`: 3-second runs and less data.
 */
import { spawn } from 'node:child_process';
import * as prettier from 'prettier';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, freemem, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDoc } from './bench-doc.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyArg = args.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(',')
  : undefined;
const outPath = join(root, 'docs', 'benchmarks.md');

/** Short settings per benchmark for `--quick` (on top of BENCH_SECONDS=3 for all). */
const QUICK = {
  all: { BENCH_SECONDS: '3' },
  'bench:catalog': { BENCH_GOODS: '10000' },
  'bench:members': { BENCH_MEMBERS: '10000', BENCH_TOKENS: '1000' },
  'bench:orders': { BENCH_MEMBERS: '100' },
  'bench:chat': { BENCH_SIZES: '100,500', BENCH_SOCKETS: '1000' },
};

const env = {
  ...process.env,
  BENCH_DATABASE_URL:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** The benchmarks: every `bench:*` script, in the order package.json lists them. */
function benchScripts() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(scripts)
    .filter((name) => name.startsWith('bench:'))
    .filter((name) => !only || only.includes(name.slice('bench:'.length)));
}

/** Runs one script, echoing its output and keeping the last lines; answers its exit code. */
function runScript(script, figuresFile) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: {
        ...env,
        ...(quick ? { ...QUICK.all, ...QUICK[script] } : {}),
        BENCH_OUT: figuresFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    const printed = [];
    const keep = (chunk, stream, lines = tail, most = 30) => {
      stream.write(chunk);
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - most));
    };
    child.stdout.on('data', (chunk) => {
      keep(chunk, process.stdout);
      printed.push(...chunk.toString().split('\n').filter(Boolean));
      printed.splice(0, Math.max(0, printed.length - 80));
    });
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', (error) => resolve({ code: 127, tail: [...tail, String(error)], printed }));
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 128 : 1),
        tail: signal ? [...tail, signal] : tail,
        printed,
      }),
    );
  });
}

function readFigures(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

async function versions() {
  let postgres = 'unreachable';
  let redis = 'unreachable';
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: env.BENCH_DATABASE_URL });
    await client.connect();
    postgres = (await client.query('show server_version')).rows[0].server_version;
    await client.end();
  } catch (error) {
    postgres += ` (${error.message})`;
  }
  try {
    const { Redis } = await import('ioredis');
    const client = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    redis = /redis_version:(\S+)/.exec(await client.info('server'))?.[1] ?? 'unknown';
    client.disconnect();
  } catch (error) {
    redis += ` (${error.message})`;
  }
  return { postgres, redis };
}

function osName() {
  try {
    const text = readFileSync('/etc/os-release', 'utf8');
    return `${/PRETTY_NAME="?([^"\n]+)/.exec(text)?.[1] ?? 'Linux'}, kernel ${release()}`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

async function machine() {
  const list = cpus();
  const { postgres, redis } = await versions();
  const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  return {
    CPU: `${list[0]?.model ?? 'unknown'} × ${list.length}`,
    Memory: `${gib(totalmem())} (${gib(freemem())} free at the start)`,
    OS: osName(),
    Node: process.version,
    PostgreSQL: postgres,
    Redis: redis,
  };
}

async function main() {
  const scripts = benchScripts();
  if (!scripts.length) throw new Error('no bench:* script matches');
  const described = await machine();
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const dir = mkdtempSync(join(tmpdir(), 'cloudmall-bench-'));
  const runs = [];
  try {
    for (const script of scripts) {
      const name = script.slice('bench:'.length);
      const figuresFile = join(dir, `${name}.jsonl`);
      console.log(`\n=== ${script}${quick ? ' (quick)' : ''} ===`);
      const started = Date.now();
      const { code, tail, printed } = await runScript(script, figuresFile);
      const figures = readFigures(figuresFile);
      runs.push({ name, script, code, tail, printed, ms: Date.now() - started, figures });
      console.log(`=== ${script}: exit ${code}, ${figures.length} figures ===`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // formatted as `prettier --check` in npm test expects it
  const doc = renderDoc({ machine: described, date, quick, runs });
  const options = (await prettier.resolveConfig(outPath)) ?? {};
  writeFileSync(outPath, await prettier.format(doc, { ...options, filepath: outPath }));
  const failed = runs.filter((run) => run.code !== 0);
  console.log(
    `\nwrote ${outPath}${failed.length ? `; failed: ${failed.map((run) => run.name).join(', ')}` : ''}`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
