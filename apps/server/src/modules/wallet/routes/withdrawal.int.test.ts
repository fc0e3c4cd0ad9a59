import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call, statusOf } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { KYC, verifiedMember, admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { balanceOf, fund, key, newMember, reconciled } from '../../../../test/wallet-helpers.ts';

useTestAppWithAdmin();

const withdraw = (token: string, amount: string, bank_id: number, idempotency_key = key()) =>
  call(t, walletRoutes.withdraw, { amount, bank_id, idempotency_key }, token);

describe('KYC', () => {
  it('goes from none to pending to rejected with a reason, then resubmitted and approved', async () => {
    const m = await newMember(t, 'kycer');
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data?.status).toBe('none');
    expect((await call(t, walletRoutes.submitKyc, KYC, m.token)).body.data).toMatchObject({
      status: 'pending',
      id_number: '****4567',
    });
    expect((await call(t, walletRoutes.submitKyc, KYC, m.token)).body.msg).toBe('kyc_pending');
    await call(
      t,
      walletConsoleRoutes.reviewKyc,
      { user_id: m.id, decision: 'reject', reason: 'photo unreadable' },
      admin,
    );
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'photo unreadable',
    });
    await call(t, walletRoutes.submitKyc, KYC, m.token);
    await call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, decision: 'approve' }, admin);
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data?.status).toBe('approved');
    expect((await call(t, walletRoutes.submitKyc, KYC, m.token)).body.msg).toBe(
      'kyc_already_approved',
    );
  });

  it('is decided by admins only', async () => {
    const m = await newMember(t, 'kycer2');
    await call(t, walletRoutes.submitKyc, KYC, m.token);
    expect(
      await statusOf(
        t,
        walletConsoleRoutes.reviewKyc,
        { user_id: m.id, decision: 'approve' },
        m.token,
      ),
    ).toBe(403);
  });
});

describe('withdrawals', () => {
  it('are refused without approved KYC', async () => {
    const m = await newMember(t, 'nokyc');
    await fund(t, m.id, 100_000n);
    const bank = await call(
      t,
      walletRoutes.addBank,
      { type: 'usdt', holder: 'No Kyc', account: 'TXyzAbc1234567890abcdef', network: 'TRC20' },
      m.token,
    );
    expect((await withdraw(m.token, '100.00', bank.body.data!.id)).body.msg).toBe('kyc_required');
    expect(await balanceOf(t, m.token)).toBe('1000.00');
  });

  it('check min, max and step, and a payout account of the member', async () => {
    const m = await verifiedMember(t, admin, 'ruled');
    const other = await verifiedMember(t, admin, 'ruled2');
    expect((await withdraw(m.token, '99.00', m.bankId)).body).toMatchObject({
      msg: 'withdrawal_amount_invalid',
      data: { rule: 'min' },
    });
    expect((await withdraw(m.token, '150.00', m.bankId)).body.data).toEqual({ rule: 'step' });
    expect((await withdraw(m.token, '60000.00', m.bankId)).body.data).toEqual({ rule: 'max' });
    expect((await withdraw(m.token, '100.00', other.bankId)).body.msg).toBe(
      'bank_account_not_found',
    );
    expect((await withdraw(m.token, '2000.00', m.bankId)).body.msg).toBe('insufficient_balance');
    expect((await withdraw(m.token, '100.001', m.bankId)).body.msg).toBe('validation_failed');
  });

  it('hold the amount, and a cancel releases it to the cent', async () => {
    const m = await verifiedMember(t, admin, 'canceller');
    const requested = await withdraw(m.token, '300.00', m.bankId);
    expect(requested.body.data).toMatchObject({
      amount: '300.00',
      fee: '4.00',
      net: '296.00',
      status: 'pending',
    });
    expect((await call(t, walletRoutes.summary, {}, m.token)).body.data).toMatchObject({
      balance: '700.00',
      withdrawal_hold: '300.00',
    });
    const cancelled = await call(
      t,
      walletRoutes.cancelWithdrawal,
      { id: requested.body.data!.id },
      m.token,
    );
    expect(cancelled.body.data?.status).toBe('cancelled');
    expect((await call(t, walletRoutes.summary, {}, m.token)).body.data).toMatchObject({
      balance: '1000.00',
      withdrawal_hold: '0.00',
    });
    expect(
      (await call(t, walletRoutes.cancelWithdrawal, { id: requested.body.data!.id }, m.token)).body
        .msg,
    ).toBe('withdrawal_not_pending');
  });

  it('are paid out on approval and returned on rejection with the reason', async () => {
    const m = await verifiedMember(t, admin, 'approved1');
    const a = await withdraw(m.token, '200.00', m.bankId);
    const b = await withdraw(m.token, '100.00', m.bankId);
    expect(
      (await call(t, walletConsoleRoutes.approveWithdrawal, { id: a.body.data!.id }, admin)).body
        .data?.status,
    ).toBe('approved');
    const rejected = await call(
      t,
      walletConsoleRoutes.rejectWithdrawal,
      { id: b.body.data!.id, reason: 'account name mismatch' },
      admin,
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'account name mismatch',
    });
    expect((await call(t, walletRoutes.summary, {}, m.token)).body.data).toMatchObject({
      balance: '800.00',
      withdrawal_hold: '0.00',
    });
    const log = await call(t, walletRoutes.withdrawals, {}, m.token);
    expect(log.body.data?.data.map((w) => w.status)).toEqual(['rejected', 'approved']);
  });

  it('never show or cancel another member\u2019s withdrawal', async () => {
    const owner = await verifiedMember(t, admin, 'owner1');
    const intruder = await verifiedMember(t, admin, 'intruder1');
    const w = await withdraw(owner.token, '100.00', owner.bankId);
    expect(
      (await call(t, walletRoutes.cancelWithdrawal, { id: w.body.data!.id }, intruder.token)).body
        .msg,
    ).toBe('not_found');
    expect((await call(t, walletRoutes.withdrawals, {}, intruder.token)).body.data?.total).toBe(0);
    expect(
      (await call(t, walletRoutes.bankDetails, { id: owner.bankId }, intruder.token)).body.msg,
    ).toBe('bank_account_not_found');
    expect(
      (await call(t, walletRoutes.deleteBank, { id: owner.bankId }, intruder.token)).body.msg,
    ).toBe('bank_account_not_found');
  });

  raceIt('resolve exactly once under 100 parallel approve, reject and cancel calls', async () => {
    const m = await verifiedMember(t, admin, 'raced');
    const w = (await withdraw(m.token, '500.00', m.bankId)).body.data!;
    const calls = Array.from({ length: 100 }, (_, i) =>
      i % 3 === 0
        ? call(t, walletConsoleRoutes.approveWithdrawal, { id: w.id }, admin)
        : i % 3 === 1
          ? call(t, walletConsoleRoutes.rejectWithdrawal, { id: w.id, reason: 'race test' }, admin)
          : call(t, walletRoutes.cancelWithdrawal, { id: w.id }, m.token),
    );
    const answers = await Promise.all(calls);
    const transitions = answers.filter((a) => a.body.code === 1).length;
    const refused = answers.filter((a) => a.body.msg === 'withdrawal_not_pending').length;
    console.log(
      `withdrawal race: 100 calls, ${transitions} transition, ${refused} withdrawal_not_pending, ${100 - transitions - refused} other`,
    );
    expect([transitions, refused]).toEqual([1, 99]);
    const summary = (await call(t, walletRoutes.summary, {}, m.token)).body.data!;
    expect(summary.withdrawal_hold).toBe('0.00');
    expect(['500.00', '1000.00']).toContain(summary.balance);
  });

  raceIt('replays a withdrawal request by its key instead of holding twice', async () => {
    const m = await verifiedMember(t, admin, 'replayer');
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(m.token, '100.00', m.bankId, idempotencyKey)),
    );
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
    expect((await call(t, walletRoutes.summary, {}, m.token)).body.data?.withdrawal_hold).toBe(
      '100.00',
    );
  });

  it('leave the ledger balanced', async () => {
    expect(await reconciled(t)).toMatchObject({ ok: true, global_sum: '0.00' });
  });
});
