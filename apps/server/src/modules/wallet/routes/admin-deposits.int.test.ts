import { reportRoutes } from '@cloudmall/contract/reports';
import { walletAdminRoutes, walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { useTestAppWithRoleTokens, verifiedMember } from '../../../../test/admin-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { call } from '../../../../test/test-app.ts';
import { newMember, requestWithdrawal, txHash } from '../../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

const trc = (n: number) => `T${String(n).padStart(33, '9')}`;
const counts = async () =>
  (await call(t, walletAdminRoutes.addressCounts, {}, tokens.admin)).body.data!;

describe('the deposit address pool', () => {
  it('imports per network, counts free and assigned, and lists who holds an address awaiting a deposit', async () => {
    const before = (await counts()).find((c) => c.network === 'TRC20')!;
    const imported = await call(
      t,
      walletConsoleRoutes.importAddresses,
      { network: 'TRC20', addresses: [trc(1), trc(2), trc(1)] },
      tokens.admin,
    );
    expect(imported.body.data).toEqual({ imported: 2, skipped: 1 });
    const m = await newMember(t, 'poolholder');
    const given = await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, m.token);
    const after = (await counts()).find((c) => c.network === 'TRC20')!;
    expect(after.total).toBe(before.total + 2);
    expect(after.assigned).toBe(before.assigned + 1);
    expect(after.free).toBe(after.total - after.assigned);
    const held = await call(
      t,
      walletAdminRoutes.addresses,
      { network: 'TRC20', state: 'assigned' },
      tokens.admin,
    );
    const row = held.body.data!.data.find((r) => r.address === given.body.data!.address)!;
    expect(row).toMatchObject({ assigned: true, user_id: m.id, username: 'poolholder' });
    const search = await call(t, walletAdminRoutes.addresses, { q: trc(2) }, tokens.admin);
    expect(search.body.data!.data.map((r) => r.address)).toEqual([trc(2)]);
    const bad = await call(t, walletAdminRoutes.addresses, { state: 'taken' }, tokens.admin);
    expect(bad.body.msg).toBe('validation_failed');
  });
});

describe('deposits and the daily report', () => {
  it('lists a deposit confirmed by hash by member and hash, and counts it in the report with the day’s withdrawals and new members', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const report = async () =>
      (await call(t, reportRoutes.daily, { from: day, to: day }, tokens.admin)).body.data!.days[0]!;
    const start = await report();
    const m = await newMember(t, 'deplister');
    const { address } = (await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, m.token))
      .body.data!;
    const hash = txHash();
    const confirmed = await call(
      t,
      walletConsoleRoutes.confirmDeposit,
      {
        network: 'TRC20',
        tx_hash: hash,
        log_index: 0,
        address,
        amount: '25',
        note: 'late watcher',
      },
      tokens.admin,
    );
    expect(confirmed.body.data!.credited).toBe(true);
    const list = await call(t, walletAdminRoutes.deposits, { member: 'deplister' }, tokens.admin);
    expect(list.body.data!.data).toEqual([
      expect.objectContaining({
        tx_hash: hash,
        username: 'deplister',
        amount: '25.00',
        source: 'admin',
      }),
    ]);
    const byHash = await call(
      t,
      walletAdminRoutes.deposits,
      { tx_hash: hash.slice(4, 20) },
      tokens.admin,
    );
    expect(byHash.body.data!.total).toBe(1);
    const v = await verifiedMember(t, tokens.admin, 'reportwd');
    const withdrawalId = await requestWithdrawal(t, v.token, v.bankId);
    await call(t, walletConsoleRoutes.approveWithdrawal, { id: withdrawalId }, tokens.admin);
    const end = await report();
    expect(end.day).toBe(day);
    expect(end.new_members).toBe(start.new_members + 2);
    expect(end.deposit_count).toBe(start.deposit_count + 1);
    expect(Number(end.deposits) - Number(start.deposits)).toBe(25);
    expect(end.withdrawal_count).toBe(start.withdrawal_count + 1);
    expect(Number(end.withdrawals) - Number(start.withdrawals)).toBe(100);
  });

  it('lists every day of the range, refuses a reversed or too long range', async () => {
    const days = await call(
      t,
      reportRoutes.daily,
      { from: '2026-01-30', to: '2026-02-02' },
      tokens.admin,
    );
    expect(days.body.data!.days.map((d) => d.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(days.body.data!.days[0]).toMatchObject({ orders: 0, sales: '0.00', new_members: 0 });
    for (const input of [
      { from: '2026-02-02', to: '2026-01-30' },
      { from: '2026-01-01', to: '2026-06-01' },
      { from: '2026-13-01', to: '2026-13-02' },
    ])
      expect((await call(t, reportRoutes.daily, input, tokens.admin)).body.msg).toBe(
        'validation_failed',
      );
  });

  it('are refused to a plain member and to a merchant', async () => {
    for (const token of [tokens.member, tokens.merchant]) {
      for (const [route, input] of [
        [walletAdminRoutes.deposits, {}],
        [walletAdminRoutes.addresses, {}],
        [walletAdminRoutes.addressCounts, {}],
        [reportRoutes.daily, { from: '2026-01-01', to: '2026-01-02' }],
      ] as const)
        expect((await call(t, route, input, token)).status).toBe(403);
    }
  });
});
