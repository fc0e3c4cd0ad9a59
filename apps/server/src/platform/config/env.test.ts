import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const SECRETS = {
  APP_SECRET: 'a-real-app-secret-0123456789',
  DEPOSIT_NOTICE_SECRET: 'a-real-deposit-secret-0123456789',
};

describe('configuration', () => {
  it('defaults to port 8080, the embedded database with demo data, and development mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      seedDemo: true,
      isDevelopment: true,
      modeReason: 'embedded database',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('seeds no demo data on DATABASE_URL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', ...SECRETS }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: '1', ...SECRETS }).seedDemo,
    ).toBe(true);
  });

  it('runs a server on DATABASE_URL in production mode unless NODE_ENV says otherwise', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://h/db', ...SECRETS });
    expect(config).toMatchObject({
      env: 'production',
      isDevelopment: false,
      modeReason: 'DATABASE_URL is set',
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'development' }).isDevelopment,
    ).toBe(true);
  });

  it('refuses to start in production without APP_SECRET and DEPOSIT_NOTICE_SECRET, naming both', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'postgres://h/db' });
    expect(attempt).toThrow(/APP_SECRET: required/);
    expect(attempt).toThrow(/DEPOSIT_NOTICE_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRETS.APP_SECRET })).toThrow(
      /DEPOSIT_NOTICE_SECRET/,
    );
  });

  it('never derives the deposit notice secret from a public constant in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...SECRETS });
    expect(config.depositNoticeSecret).toBe(SECRETS.DEPOSIT_NOTICE_SECRET);
    const published = 'cloudmall-development-secret-not-for-production';
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: SECRETS.APP_SECRET,
        DEPOSIT_NOTICE_SECRET: `${published}:deposit-notices`,
      }),
    ).toThrow(/DEPOSIT_NOTICE_SECRET: the built-in development secret is public/);
  });

  it('lets tools that sign nothing (migrate, seed, reconcile) run in production without the secrets', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db' }, { requireSecrets: false }).isDevelopment,
    ).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
