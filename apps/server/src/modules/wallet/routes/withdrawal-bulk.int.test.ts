import { walletAdminRoutes, walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../../db/schema/index.ts';
import {
  auditOf,
  secondAdmin,
  useTestAppWithRoleTokens,
  verifiedMember,
} from '../../../../test/admin-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { call } from '../../../../test/test-app.ts';
import { balanceOf, requestWithdrawal } from '../../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

/** A verified member who asked for `count` withdrawals of 100.00 each; answers the ids. */
async function pendingWithdrawals(username: string, count: number, amount = '100.00') {
  const m = await verifiedMember(t, tokens.admin, username);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await requestWithdrawal(t, m.token, m.bankId, amount));
  return { ...m, ids };
}

const statusOf = async (id: number) =>
  (
    await call(t, walletConsoleRoutes.withdrawals, { list_rows: 100 }, tokens.admin)
  ).body.data!.data.find((row) => row.id === id)?.status;

describe('the withdrawal review list', () => {
  it('filters on the server by status, member, day and amount range', async () => {
    const m = await pendingWithdrawals('wlister', 2);
    await requestWithdrawal(t, m.token, m.bankId, '200.00');
    const list = (input: Record<string, unknown>) =>
      call(t, walletConsoleRoutes.withdrawals, input, tokens.admin).then((r) => r.body.data!);
    const mine = await list({ member: 'wlister' });
    expect(mine.total).toBe(3);
    expect(mine.data.every((row) => row.username === 'wlister')).toBe(true);
    expect((await list({ member: String(m.id), min_amount: '200' })).total).toBe(1);
    expect((await list({ member: 'wlister', max_amount: '100.00' })).total).toBe(2);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list({ member: 'wlister', from: today, to: today })).total).toBe(3);
    expect((await list({ member: 'wlister', to: '2000-01-01' })).total).toBe(0);
    expect((await list({ member: 'wlister', status: 'approved' })).total).toBe(0);
    expect((await list({ member: 'nobody-like-this' })).total).toBe(0);
    expect(
      (await call(t, walletConsoleRoutes.withdrawals, { min_amount: '-1' }, tokens.admin)).body.msg,
    ).toBe('validation_failed');
  });
});

describe('bulk decisions on withdrawals', () => {
  it('approves each pending withdrawal once, answers per id, and a replay answers already', async () => {
    const m = await pendingWithdrawals('wbulk', 3);
    const first = await call(
      t,
      walletAdminRoutes.approveWithdrawals,
      { ids: [...m.ids, 99_999_999] },
      tokens.admin,
    );
    expect(first.body.data!.results).toEqual([
      ...m.ids.map((id) => ({ id, outcome: 'done', status: 'approved' })),
      { id: 99_999_999, outcome: 'not_found', status: '' },
    ]);
    const replay = await call(
      t,
      walletAdminRoutes.approveWithdrawals,
      { ids: m.ids },
      tokens.admin,
    );
    expect(replay.body.data!.results.map((r) => r.outcome)).toEqual([
      'already',
      'already',
      'already',
    ]);
    expect(await balanceOf(t, m.token)).toBe('700.00');
    for (const id of m.ids) expect(await auditOf(t, `withdrawal:${id}`)).toHaveLength(1);
    expect((await call(t, walletConsoleRoutes.reconcile, {}, tokens.admin)).body.data!.ok).toBe(
      true,
    );
  });

  it('rejects in bulk with a required reason; the holds return, a paid one answers not_pending', async () => {
    const m = await pendingWithdrawals('wreject', 2);
    await call(t, walletConsoleRoutes.approveWithdrawal, { id: m.ids[0]! }, tokens.admin);
    const noReason = await call(
      t,
      walletAdminRoutes.rejectWithdrawals,
      { ids: m.ids },
      tokens.admin,
    );
    expect(noReason.body).toMatchObject({ code: 0, msg: 'validation_failed' });
    expect(await statusOf(m.ids[1]!)).toBe('pending');
    const { body } = await call(
      t,
      walletAdminRoutes.rejectWithdrawals,
      { ids: m.ids, reason: 'bank details unclear' },
      tokens.admin,
    );
    expect(body.data!.results).toEqual([
      { id: m.ids[0], outcome: 'not_pending', status: 'approved' },
      { id: m.ids[1], outcome: 'done', status: 'rejected' },
    ]);
    expect(await balanceOf(t, m.token)).toBe('900.00');
    const [entry] = await auditOf(t, `withdrawal:${m.ids[1]}`);
    expect(entry).toMatchObject({ action: 'wallet.withdrawal.rejected' });
    expect(entry).toMatchObject({
      reason: 'bank details unclear',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });

  it('refuses more than 100 ids, an empty list and ids that are not numbers, and changes nothing', async () => {
    const m = await pendingWithdrawals('wbad', 1);
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), ['x'], [0]]) {
      const { body } = await call(t, walletAdminRoutes.approveWithdrawals, { ids }, tokens.admin);
      expect(body.msg).toBe('validation_failed');
    }
    expect(await statusOf(m.ids[0]!)).toBe('pending');
  });

  it('is refused to a plain member and to a merchant, and changes nothing', async () => {
    const m = await pendingWithdrawals('wauth', 1);
    for (const token of [tokens.member, tokens.merchant, m.token]) {
      const approve = await call(t, walletAdminRoutes.approveWithdrawals, { ids: m.ids }, token);
      const reject = await call(
        t,
        walletAdminRoutes.rejectWithdrawals,
        { ids: m.ids, reason: 'not mine to decide' },
        token,
      );
      const list = await call(t, walletConsoleRoutes.withdrawals, {}, token);
      for (const r of [approve, reject, list]) expect(r.status).toBe(403);
    }
    expect((await call(t, walletAdminRoutes.approveWithdrawals, { ids: m.ids })).status).toBe(401);
    expect(await statusOf(m.ids[0]!)).toBe('pending');
  });

  raceIt(
    'two admins bulk-approving overlapping sets at once post every withdrawal exactly once',
    async () => {
      const other = await secondAdmin(t, 'admin2race');
      const m = await pendingWithdrawals('wrace', 6);
      const [a, b] = await Promise.all([
        call(t, walletAdminRoutes.approveWithdrawals, { ids: m.ids.slice(0, 4) }, tokens.admin),
        call(t, walletAdminRoutes.approveWithdrawals, { ids: m.ids.slice(2).reverse() }, other),
      ]);
      const outcomes = [...a.body.data!.results, ...b.body.data!.results];
      for (const id of m.ids) {
        const mine = outcomes.filter((r) => r.id === id);
        expect(mine.filter((r) => r.outcome === 'done')).toHaveLength(1);
        expect(mine.every((r) => r.status === 'approved')).toBe(true);
      }
      for (const id of m.ids) {
        const posted = await t.db
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${id}:resolve`));
        expect(posted).toHaveLength(1);
      }
      expect(await balanceOf(t, m.token)).toBe('400.00');
      expect((await call(t, walletConsoleRoutes.reconcile, {}, tokens.admin)).body.data!.ok).toBe(
        true,
      );
    },
    30_000,
  );
});
