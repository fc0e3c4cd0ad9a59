#!/usr/bin/env node
// `npm run start:cluster`: N instances of the compiled server on one PostgreSQL and one Redis, behind
// nginx (Debian's package), as docs/deploy.md describes for several hosts. Migrates and seeds once, starts the
// instances on consecutive ports (every instance runs the scheduled jobs: each run claims the job's
// lease in PostgreSQL, so a job runs once across them), writes the nginx configuration to a temporary
// folder (pid, logs and temporary files there too, so it runs as root or as a normal user), starts
// nginx in the foreground and prints the URL. Ctrl-C or SIGTERM stops everything.
// Environment: DATABASE_URL and REDIS_URL (required), CLUSTER_SIZE (2), PORT (nginx, 8080),
// CLUSTER_FIRST_PORT (PORT+1), NGINX (/usr/sbin/nginx), HOST (nginx's address, 0.0.0.0), and the
// server's own variables (APP_SECRET, DEPOSIT_NOTICE_SECRET, ...) passed to every instance.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './cluster/nginx-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server/dist/main.js');
const cli = path.join(root, 'apps/server/dist/cli.js');
const env = process.env;

function refuse(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
if (missing.length)
  refuse(
    `${missing.join(' and ')} required: the instances share one PostgreSQL and one Redis ` +
      '(e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/cloudmall REDIS_URL=redis://127.0.0.1:6379).',
  );
if (!existsSync(server)) refuse('the server is not built: run `npm run build` first.');
const nginx = env.NGINX ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';
if (spawnSync(nginx, ['-v']).error)
  refuse(`nginx not found (${nginx}): install it (apt-get install nginx) or set NGINX.`);

const size = Number(env.CLUSTER_SIZE ?? 2);
const port = Number(env.PORT ?? 8080);
const firstPort = Number(env.CLUSTER_FIRST_PORT ?? port + 1);
if (!Number.isInteger(size) || size < 1) refuse(`CLUSTER_SIZE must be a positive integer`);
const dir = mkdtempSync(path.join(tmpdir(), 'cloudmall-cluster-'));
// nginx's workers drop root for `nobody` and must reach their temporary folders.
chmodSync(dir, 0o755);

const children = new Set();
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const done = () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  if (children.size === 0) done();
  else setTimeout(done, 10_000).unref();
  const check = setInterval(() => children.size === 0 && (clearInterval(check), done()), 100);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Starts a child whose output lines are prefixed with its name; its exit is reported. */
function start(name, command, args, childEnv) {
  const child = spawn(command, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`[${name}] exited (${signal ?? code}); the others go on`);
  });
  return child;
}

async function waitHealthy(url, child, seconds = 180) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const started = Date.now();
// Migrations and the seed (settings; demo data with SEED_DEMO=1) run once, before any instance.
for (const step of ['migrate', 'seed']) {
  const done = spawnSync(process.execPath, [cli, step], { env, stdio: 'inherit' });
  if (done.status !== 0) refuse(`${step} failed`);
}

const instances = [];
for (let i = 0; i < size; i += 1) {
  const instancePort = firstPort + i;
  const child = start(`instance ${i + 1}`, process.execPath, ['--enable-source-maps', server], {
    ...env,
    PORT: String(instancePort),
    HOST: '127.0.0.1',
    // nginx is the one proxy in front: it sets X-Forwarded-For to the client's address.
    TRUST_PROXY: '1',
  });
  instances.push({ port: instancePort, pid: child.pid, child });
}
for (const instance of instances) {
  const health = `http://127.0.0.1:${instance.port}/api/health`;
  if (!(await waitHealthy(health, instance.child))) {
    console.error(`instance on port ${instance.port} did not become healthy`);
    stop(1);
    await new Promise(() => {});
  }
}

const host = env.HOST ?? '0.0.0.0';
const conf = path.join(dir, 'nginx.conf');
writeFileSync(
  conf,
  nginxConfig({
    dir,
    listen: `${host}:${port}`,
    instances: instances.map((instance) => `127.0.0.1:${instance.port}`),
  }),
);
const balancer = start(
  'nginx',
  nginx,
  ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')],
  env,
);
const shown = host === '0.0.0.0' ? 'localhost' : host;
const url = `http://${shown}:${port}`;
if (!(await waitHealthy(`${url}/api/health`, balancer, 20))) {
  console.error(`nginx did not answer on ${url}; see ${path.join(dir, 'error.log')}`);
  stop(1);
  await new Promise(() => {});
}
// What tests and tools need to find the parts (the pids to stop one, the ports to address one).
writeFileSync(
  path.join(dir, 'cluster.json'),
  JSON.stringify({
    url,
    dir,
    nginxPid: balancer.pid,
    instances: instances.map(({ port: p, pid }) => ({ port: p, pid })),
  }),
);
console.log(
  `\nCloudmall cluster: ${size} instances (ports ${firstPort}-${firstPort + size - 1}) behind nginx at ${url}` +
    ` (ready in ${((Date.now() - started) / 1000).toFixed(1)} s; config ${conf})\nCLUSTER_READY ${path.join(dir, 'cluster.json')}\n`,
);
