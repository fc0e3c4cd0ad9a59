import { identityRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call } from './test-app.ts';
import { t, useTestApp } from './app-per-file.ts';
import { sendNotice, txHash } from './wallet-helpers.ts';

// What the audit did: a server on DATABASE_URL with NODE_ENV unset (the database itself is the test's).
useTestApp({
  env: {
    NODE_ENV: '',
    DATABASE_URL: 'postgres://db.example/cloudmall',
    APP_SECRET: 'a-real-app-secret-0123456789',
    DEPOSIT_NOTICE_SECRET: 'a-real-deposit-secret-0123456789',
  },
});

describe('a server on DATABASE_URL without NODE_ENV (production mode)', () => {
  it('hands nobody a login code: there is no SMS outbox', async () => {
    const sent = await call(t, identityRoutes.smsSend, {
      mobile: '8613800000001',
      event: 'mobilelogin',
    });
    expect(sent.body.code).toBe(1);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=8613800000001',
    });
    expect(response.statusCode).toBe(404);
    expect(t.devOutbox).toBeNull();
  });

  it('refuses a deposit notice signed with the secret published in the repository', async () => {
    const notice = {
      network: 'TRC20',
      tx_hash: txHash(),
      log_index: 0,
      address: 'TXYZ',
      amount: '1000000.00',
    };
    const response = await sendNotice(t, notice);
    expect(response.statusCode).toBe(401);
  });
});
