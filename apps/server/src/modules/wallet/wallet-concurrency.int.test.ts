import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call, DB_KIND } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import {
  balanceOf,
  fund,
  key,
  newMember,
  reconciled,
  tokenOf,
} from '../../../test/wallet-helpers.ts';

useTestApp();

describe(`money under concurrency (${DB_KIND})`, () => {
  raceIt('lets exactly 100 of 1000 parallel debits of 0.01 through a balance of 1.00', async () => {
    const payer = await newMember(t, 'payer');
    const payee = await newMember(t, 'payee');
    await fund(t, payer.id, 100n);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        call(
          t,
          walletRoutes.transfer,
          { to: 'payee', amount: '0.01', idempotency_key: key() },
          payer.token,
        ),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 1).length;
    const refused = answers.filter((a) => a.body.msg === 'insufficient_balance').length;
    const serverErrors = answers.filter((a) => a.status >= 500).length;
    console.log(
      `1000 parallel debits of 0.01 on 1.00: ${ok} ok, ${refused} insufficient_balance, ${serverErrors} 5xx, ${Date.now() - started} ms`,
    );
    expect([ok, refused, serverErrors]).toEqual([100, 900, 0]);
    expect(await balanceOf(t, payer.token)).toBe('0.00');
    expect(await balanceOf(t, payee.token)).toBe('1.00');
  });

  raceIt('runs parallel transfers A→B and B→A without deadlocks or lost money', async () => {
    const a = await newMember(t, 'ping');
    const b = await newMember(t, 'pong');
    await fund(t, a.id, 50_000n);
    await fund(t, b.id, 50_000n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? call(
              t,
              walletRoutes.transfer,
              { to: 'pong', amount: '3.00', idempotency_key: key() },
              a.token,
            )
          : call(
              t,
              walletRoutes.transfer,
              { to: 'ping', amount: '2.00', idempotency_key: key() },
              b.token,
            ),
      ),
    );
    const failures = answers.filter((x) => x.body.code !== 1).map((x) => x.body.msg);
    console.log(
      `200 crossing transfers: ${200 - failures.length} ok, failures: ${JSON.stringify(failures)}`,
    );
    expect(failures).toEqual([]);
    expect(await balanceOf(t, a.token)).toBe('400.00'); // 500 - 100 × 3.00 + 100 × 2.00
    expect(await balanceOf(t, b.token)).toBe('600.00');
  });

  it('keeps the ledger balanced after the storm', async () => {
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      mismatched_accounts: 0,
      negative_accounts: 0,
    });
  });
});

describe('held income', () => {
  raceIt(
    'is withdrawable only 15 days after receipt, released once even by parallel job runs',
    async () => {
      const admin = await tokenOf(t, 'admin');
      const earner = await newMember(t, 'earner');
      const credited = await call(
        t,
        walletConsoleRoutes.creditIncome,
        { user_id: earner.id, amount: '88.80', reason: 'script revenue' },
        admin,
      );
      expect(credited.body.code).toBe(1);
      expect((await call(t, walletRoutes.summary, {}, earner.token)).body.data).toMatchObject({
        balance: '0.00',
        held_income: '88.80',
      });

      t.clock.advance(15 * 86_400_000 - 1000);
      expect(await t.wallet.income.releaseDue()).toBe(0);
      expect(await balanceOf(t, earner.token)).toBe('0.00');

      t.clock.advance(1000);
      const runs = await Promise.all(Array.from({ length: 5 }, () => t.wallet.income.releaseDue()));
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect((await call(t, walletRoutes.summary, {}, earner.token)).body.data).toMatchObject({
        balance: '88.80',
        held_income: '0.00',
      });
      expect(await t.wallet.income.releaseDue()).toBe(0);
    },
  );

  it('is issued by admins only, with a reason', async () => {
    const credit = (reason: string, token: string) =>
      call(t, walletConsoleRoutes.creditIncome, { user_id: 1, amount: '1.00', reason }, token);
    expect((await credit('self-serve', await tokenOf(t, 'demo'))).status).toBe(403);
    expect((await credit('', await tokenOf(t, 'admin'))).body.msg).toBe('validation_failed');
  });

  it('leaves the ledger balanced', async () => {
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});
