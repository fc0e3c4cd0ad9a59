import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { unixSeconds } from '../../../platform/clock.ts';
import { call } from '../../../../test/test-app.ts';
import { key, tokenOf } from '../../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

let demo: string;
useTestApp({}, async () => {
  demo = await tokenOf(t, 'demo');
});

describe('money screens state rates and receipts from the server', () => {
  it('tells the withdrawal form the configured USDT rate, so a USDT payout shows what arrives', async () => {
    const topup = await t.settings.get('wallet.topup');
    await t.settings.set('wallet.topup', { ...topup, rateMinorPerUsdt: 710 });
    const config = await call(t, walletRoutes.withdrawConfig, {}, demo);
    expect(config.body.data?.usdt_rate).toBe('7.10');
    const address = await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, demo);
    expect(address.body.data?.rate).toBe('7.10');
    await t.settings.set('wallet.topup', topup);
  });

  it('answers a transfer with what its receipt shows: receiver, amount, time and reference', async () => {
    const idempotency_key = key();
    const sent = await call(
      t,
      walletRoutes.transfer,
      { to: 'demo2', amount: '3.25', idempotency_key },
      demo,
    );
    expect(sent.body.data).toMatchObject({
      amount: '3.25',
      to_username: 'demo2',
      createtime: unixSeconds(t.clock.now()),
    });
    expect(typeof sent.body.data?.to_nickname).toBe('string');
    expect(sent.body.data?.id).toBeGreaterThan(0);
    // a replay shows the same receipt, not a second transfer
    const again = await call(
      t,
      walletRoutes.transfer,
      { to: 'demo2', amount: '3.25', idempotency_key },
      demo,
    );
    expect(again.body.data).toEqual(sent.body.data);
  });
});
