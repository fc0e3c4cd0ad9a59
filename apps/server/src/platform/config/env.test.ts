import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('defaults to port 8080, the embedded database with demo data, and development mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, seedDemo: true, isDevelopment: true });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('seeds no demo data on DATABASE_URL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
