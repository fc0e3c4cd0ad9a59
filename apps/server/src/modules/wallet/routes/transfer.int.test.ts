import { parseAmountToMinor } from '@cloudmall/contract';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { balanceOf, key, reconciled, tokenOf } from '../../../../test/wallet-helpers.ts';

let demo: string;
let demo2: string;
useTestApp({}, async () => {
  demo = await tokenOf(t, 'demo');
  demo2 = await tokenOf(t, 'demo2');
});

describe('wallet summary and bills', () => {
  it('shows the demo credit of 10000.00 as a ledger entry', async () => {
    const summary = await call(t, walletRoutes.summary, {}, demo);
    expect(summary.body.data).toMatchObject({
      balance: '10000.00',
      held_income: '0.00',
      withdrawal_hold: '0.00',
      score: 0,
    });
    const bills = await call(t, walletRoutes.bills, { account: 'balance' }, demo);
    expect(bills.body.data?.data[0]).toMatchObject({
      reason: 'demo_credit',
      amount: '10000.00',
      balance_after: '10000.00',
    });
  });

  it('refuses negative pages and huge page sizes', async () => {
    expect((await call(t, walletRoutes.bills, { page: -1 }, demo)).body.msg).toBe(
      'validation_failed',
    );
    expect((await call(t, walletRoutes.bills, { list_rows: 1_000_000 }, demo)).body.msg).toBe(
      'validation_failed',
    );
  });
});

describe('transfers', () => {
  it('names the receiver before moving anything', async () => {
    const { body } = await call(
      t,
      walletRoutes.transferPreview,
      { to: 'demo2', amount: '12.50' },
      demo,
    );
    expect(body.data).toMatchObject({
      to: { username: 'demo2', nickname: 'Demo Friend' },
      amount: '12.50',
    });
    expect(await balanceOf(t, demo)).toBe('10000.00');
  });

  it('names the receiver only by exact username or confirmed phone, never by member id', async () => {
    const preview = (to: string) =>
      call(t, walletRoutes.transferPreview, { to, amount: '1.00' }, demo);
    const id = String((await t.identity.account.findMember('demo2'))!.id);
    expect((await preview(id)).body.msg).toBe('transfer_target_not_found');
    const byId = await call(
      t,
      walletRoutes.transfer,
      { to: id, amount: '1.00', idempotency_key: key() },
      demo,
    );
    expect(byId.body.msg).toBe('transfer_target_not_found');
    expect((await preview('demo')).body.msg).toBe('transfer_to_self');
    expect((await preview('dem')).body.msg).toBe('transfer_target_not_found');
    expect((await preview('8613800000002')).body.data?.to.username).toBe('demo2');
    expect((await preview('Demo2')).body.data?.to.username).toBe('demo2');
    expect(await balanceOf(t, demo)).toBe('10000.00');
  });

  it('moves the amount to another member by username or phone, with both sides in the bills', async () => {
    const sent = await call(
      t,
      walletRoutes.transfer,
      { to: 'demo2', amount: '12.50', idempotency_key: key() },
      demo,
    );
    expect(sent.body.data).toMatchObject({
      amount: '12.50',
      balance: '9987.50',
      to_username: 'demo2',
    });
    const byPhone = await call(
      t,
      walletRoutes.transfer,
      { to: '8613800000002', amount: '0.50', idempotency_key: key() },
      demo,
    );
    expect(byPhone.body.data?.to_username).toBe('demo2');
    expect(await balanceOf(t, demo2)).toBe('10013.00');
    const out = await call(t, walletRoutes.bills, { direction: 'out' }, demo);
    expect(out.body.data?.data.map((b) => [b.reason, b.amount])).toEqual([
      ['transfer_out', '-0.50'],
      ['transfer_out', '-12.50'],
    ]);
    const incoming = await call(t, walletRoutes.bills, { direction: 'in' }, demo2);
    expect(incoming.body.data?.data[0]).toMatchObject({ reason: 'transfer_in', amount: '0.50' });
  });

  it('refuses a transfer to oneself, to nobody, or beyond the balance, changing nothing', async () => {
    const before = await balanceOf(t, demo);
    const refusal = async (to: string, amount: string) =>
      (await call(t, walletRoutes.transfer, { to, amount, idempotency_key: key() }, demo)).body.msg;
    expect(await refusal('demo', '1.00')).toBe('transfer_to_self');
    expect(await refusal('ghost_user', '1.00')).toBe('transfer_target_not_found');
    expect(await refusal('demo2', '99999.00')).toBe('insufficient_balance');
    expect(await balanceOf(t, demo)).toBe(before);
  });

  it('refuses amounts with 3 decimals, negative, zero, exponent notation, or not a string', async () => {
    // A JSON number is read as its decimal text (as the protocol's server did), so `true` stands for a non-string.
    for (const amount of ['1.005', '-1.00', '0', '0.00', '1e3', '+1', ' ', 'NaN', '1,00', true]) {
      const { status, body } = await call(
        t,
        walletRoutes.transfer,
        { to: 'demo2', amount, idempotency_key: key() },
        demo,
      );
      expect([status, body.code, body.msg], String(amount)).toEqual([200, 0, 'validation_failed']);
    }
  });

  raceIt('answers a replayed key with the first result and moves the money once', async () => {
    const idempotency_key = key();
    const before = await balanceOf(t, demo);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, walletRoutes.transfer, { to: 'demo2', amount: '1.00', idempotency_key }, demo),
      ),
    );
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    expect(parseAmountToMinor(before) - parseAmountToMinor(await balanceOf(t, demo))).toBe(100n);
    const other = await call(
      t,
      walletRoutes.transfer,
      { to: 'demo2', amount: '2.00', idempotency_key },
      demo,
    );
    expect(other.body.msg).toBe('idempotency_key_reused');
  });

  it('needs a session', async () => {
    expect(
      (
        await call(t, walletRoutes.transfer, {
          to: 'demo2',
          amount: '1.00',
          idempotency_key: key(),
        })
      ).status,
    ).toBe(401);
  });

  it('leaves the ledger balanced', async () => {
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      unbalanced_transactions: 0,
      mismatched_accounts: 0,
    });
  });
});
