import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/**
 * apps/server: the nearest folder above this file holding a package.json, the same from the
 * TypeScript source (src/platform/config) and from the compiled bundle (dist/main.js).
 */
export const SERVER_ROOT = nearestPackage(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root: relative paths in the environment are read from here, wherever npm runs. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

function nearestPackage(dir: string): string {
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  return parent === dir ? dir : nearestPackage(parent);
}

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  /** Unset: production on DATABASE_URL, development on the embedded database (the `npm start` demo). */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Prefix of every Redis key (several deployments may share one Redis); the same on every instance. */
  REDIS_KEY_PREFIX: z.string().default('cm:'),
  SEED_DEMO: boolean.optional(),
  /** Secret for HMACs (SMS codes, signed notices). Required in production. */
  APP_SECRET: z.string().min(16).optional(),
  /** Shared with the chain watcher: signs deposit notices. Required in production. */
  DEPOSIT_NOTICE_SECRET: z.string().min(16).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Cloudmall'),
  /** Public base of uploaded files; defaults to the server's own `/uploads`. */
  CDN_URL: z.string().default(''),
  /** Extra origins allowed to open the socket (comma separated); the server's own host always is. */
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: boolean.default(false),
  /** Sockets one client address may hold open before signing in (per instance); the excess is refused. */
  SOCKET_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Share of ordinary requests logged (0..1); server errors and slow requests always are. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
  /** A request slower than this (milliseconds) is always logged. */
  LOG_SLOW_MS: z.coerce.number().int().min(1).default(1000),
});

export type Env = z.infer<typeof EnvSchema>;
export type Mode = 'development' | 'production' | 'test';

export interface AppConfig {
  env: Mode;
  /** Why this mode: `NODE_ENV` when set, else which database implied it. */
  modeReason: string;
  /** Development features (SMS outbox, built-in secrets): only in an explicit development or test mode. */
  isDevelopment: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  seedDemo: boolean;
  appSecret: string;
  depositNoticeSecret: string;
  sessionTtlSeconds: number;
  sms: { provider: 'log' | 'http'; httpUrl?: string; httpToken?: string; sender: string };
  cdnUrl: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  socketAnonymousPerAddress: number;
  rateLimitPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  /** Which requests get a log line (platform/http/request-log.ts). */
  requestLog: { sampleRate: number; slowMs: number };
  webDistDir: string;
  /** The console's build (apps/console/dist), served at /console/. */
  consoleDistDir: string;
}

const DEVELOPMENT_SECRET = 'cloudmall-development-secret-not-for-production';

/** A start that cannot go on for a reason the operator can fix: printed as its message alone, no stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface LoadOptions {
  /** Tools that sign nothing (migrate, seed, reconcile) may run in production without the secrets. */
  requireSecrets?: boolean;
}

/**
 * Reads and validates the environment once at start; a bad value stops the process with its name.
 * The mode is production unless chosen otherwise (NODE_ENV) or implied by the embedded database.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  options: LoadOptions = {},
): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` uses the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartupError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const mode: Mode = env.NODE_ENV ?? (env.DATABASE_URL ? 'production' : 'development');
  const modeReason = env.NODE_ENV
    ? `NODE_ENV=${env.NODE_ENV}`
    : env.DATABASE_URL
      ? 'DATABASE_URL is set'
      : 'embedded database';
  if (mode === 'production' && options.requireSecrets !== false)
    assertProductionSecrets(env, modeReason);
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    throw new StartupError('Invalid environment:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  }
  return {
    env: mode,
    modeReason,
    isDevelopment: mode !== 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    // Demo data is on by default for the embedded database, off on DATABASE_URL unless SEED_DEMO=1.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    // Built-in secrets exist only outside production (where both variables are required above).
    appSecret: env.APP_SECRET ?? DEVELOPMENT_SECRET,
    depositNoticeSecret:
      env.DEPOSIT_NOTICE_SECRET ??
      (mode === 'production' ? '' : `${env.APP_SECRET ?? DEVELOPMENT_SECRET}:deposit-notices`),
    sessionTtlSeconds: env.SESSION_TTL_DAYS * 86_400,
    sms: {
      provider: env.SMS_PROVIDER,
      httpUrl: env.SMS_HTTP_URL,
      httpToken: env.SMS_HTTP_TOKEN,
      sender: env.SMS_SENDER,
    },
    cdnUrl: env.CDN_URL.replace(/\/$/, ''),
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    socketAnonymousPerAddress: env.SOCKET_ANONYMOUS_PER_ADDRESS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    requestLog: { sampleRate: env.LOG_SAMPLE_RATE, slowMs: env.LOG_SLOW_MS },
    webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
    consoleDistDir: path.join(REPO_ROOT, 'apps/console/dist'),
  };
}

/** Production signs with secrets of its own: both must be set, and neither may be the published one. */
function assertProductionSecrets(env: Env, modeReason: string): void {
  const lines: string[] = [];
  for (const name of ['APP_SECRET', 'DEPOSIT_NOTICE_SECRET'] as const) {
    const value = env[name];
    if (!value) lines.push(`  ${name}: required in production (16+ characters)`);
    else if (value.startsWith(DEVELOPMENT_SECRET))
      lines.push(`  ${name}: the built-in development secret is public`);
  }
  if (lines.length === 0) return;
  const hint = `(production mode: ${modeReason}; set NODE_ENV=development only for a local demo)`;
  throw new StartupError(`Invalid environment ${hint}:\n${lines.join('\n')}`);
}
