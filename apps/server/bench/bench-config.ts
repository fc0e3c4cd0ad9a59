import { loadConfig } from '../src/platform/config/env.ts';

/** The server configuration the HTTP benchmarks run with: production, silent, no rate limit in the way. */
export const benchConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'benchmark-secret-0123456789',
    DEPOSIT_NOTICE_SECRET: 'benchmark-deposit-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: '/tmp/cloudmall-bench',
  });
