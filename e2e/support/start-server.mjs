// Starts the real server for the e2e run on a fresh embedded database in a temporary folder.
// NODE_ENV=development is explicit: the journeys read SMS codes from the dev outbox
// (/api/dev/sms-outbox), which exists only in development mode.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cloudmall-e2e-'));
// The compiled server (`npm run build` makes it) so the run proves the production build; the
// TypeScript source when it has not been built.
const compiled = 'apps/server/dist/main.js';
const [command, args] = existsSync(compiled)
  ? ['node', ['--enable-source-maps', compiled]]
  : ['npx', ['tsx', 'apps/server/src/main.ts']];
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
