import { walletAdminRoutes, walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { auditOf, secondAdmin, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { call } from '../../../../test/test-app.ts';
import { balanceOf, fund, key, newMember } from '../../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

const adjust = (input: Record<string, unknown>, token = tokens.admin) =>
  call(t, walletAdminRoutes.adjust, { idempotency_key: key(), ...input }, token);
const reconciledOk = async () =>
  (await call(t, walletConsoleRoutes.reconcile, {}, tokens.admin)).body.data!.ok;

describe('a manual balance adjustment', () => {
  it('credits with a reason, shows before and after, reads as an adjustment in the bills, and is audited', async () => {
    const m = await newMember(t, 'adjplus');
    await fund(t, m.id, 1_000n);
    const { body } = await adjust({ user_id: m.id, amount: '25.50', reason: 'goodwill credit' });
    expect(body.data).toMatchObject({
      user_id: m.id,
      amount: '25.50',
      before: '10.00',
      after: '35.50',
    });
    expect(await balanceOf(t, m.token)).toBe('35.50');
    const bills = await call(t, walletRoutes.bills, {}, m.token);
    expect(bills.body.data!.data[0]).toMatchObject({
      reason: 'balance_adjustment',
      amount: '25.50',
      memo: 'goodwill credit',
    });
    const [entry] = await auditOf(t, `user:${m.id}`);
    expect(entry).toMatchObject({ action: 'wallet.adjust' });
    expect(entry).toMatchObject({
      reason: 'goodwill credit',
      before: { balance: '10.00' },
      after: { balance: '35.50' },
    });
    expect(await reconciledOk()).toBe(true);
  });

  it('debits down to zero but never below, and a refused debit changes nothing', async () => {
    const m = await newMember(t, 'adjminus');
    await fund(t, m.id, 5_000n);
    const refused = await adjust({ user_id: m.id, amount: '-50.01', reason: 'claw back' });
    expect(refused.body.msg).toBe('insufficient_balance');
    expect(await auditOf(t, `user:${m.id}`)).toHaveLength(0);
    const taken = await adjust({ user_id: m.id, amount: '-50', reason: 'claw back' });
    expect(taken.body.data).toMatchObject({ amount: '-50.00', before: '50.00', after: '0.00' });
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it('refuses a missing reason, a zero or malformed amount and an unknown member, changing nothing', async () => {
    const m = await newMember(t, 'adjbad');
    for (const input of [
      { user_id: m.id, amount: '5.00' },
      { user_id: m.id, amount: '5.00', reason: ' ' },
      { user_id: m.id, amount: '0', reason: 'nothing' },
      { user_id: m.id, amount: '1.001', reason: 'too fine' },
      { user_id: m.id, amount: '+5', reason: 'plus sign' },
      { user_id: m.id, amount: '5.00', reason: 'no key', idempotency_key: '' },
    ])
      expect((await adjust(input)).body.msg).toBe('validation_failed');
    expect((await adjust({ user_id: 99_999_999, amount: '5', reason: 'ghost' })).body.msg).toBe(
      'not_found',
    );
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect(await auditOf(t, `user:${m.id}`)).toHaveLength(0);
  });

  it('answers a replay with the first result and moves the balance once; the key with other fields is refused', async () => {
    const m = await newMember(t, 'adjreplay');
    const input = { user_id: m.id, amount: '12.00', reason: 'promo fix', idempotency_key: key() };
    const first = await adjust(input);
    const again = await adjust(input);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(t, m.token)).toBe('12.00');
    expect((await adjust({ ...input, amount: '13.00' })).body.msg).toBe('idempotency_key_reused');
    expect(await auditOf(t, `user:${m.id}`)).toHaveLength(1);
  });

  it('is refused to a plain member and to a merchant, and changes nothing', async () => {
    const m = await newMember(t, 'adjauth');
    for (const token of [tokens.member, tokens.merchant, m.token]) {
      const r = await adjust({ user_id: m.id, amount: '100', reason: 'self service' }, token);
      expect(r.status).toBe(403);
      const lookup = await call(t, walletAdminRoutes.memberBalance, { member: 'adjauth' }, token);
      expect(lookup.status).toBe(403);
    }
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it('looks a member up by username or id with the balance', async () => {
    const m = await newMember(t, 'adjlookup');
    await fund(t, m.id, 777n);
    for (const member of ['adjlookup', String(m.id)]) {
      const { body } = await call(t, walletAdminRoutes.memberBalance, { member }, tokens.admin);
      expect(body.data).toMatchObject({ user_id: m.id, username: 'adjlookup', balance: '7.77' });
    }
    const none = await call(
      t,
      walletAdminRoutes.memberBalance,
      { member: 'nobody-xyz' },
      tokens.admin,
    );
    expect(none.body.msg).toBe('not_found');
  });

  raceIt(
    'parallel calls with one key move the balance once; parallel debits never go below zero',
    async () => {
      const other = await secondAdmin(t, 'adjadmin2');
      const m = await newMember(t, 'adjrace');
      const same = {
        user_id: m.id,
        amount: '10.00',
        reason: 'double click',
        idempotency_key: key(),
      };
      const results = await Promise.all(Array.from({ length: 5 }, () => adjust(same)));
      const ok = results.filter((r) => r.body.code === 1);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of results)
        if (r.body.code !== 1) expect(r.body.msg).toBe('request_in_progress');
      expect(new Set(ok.map((r) => r.body.data!.transaction_id)).size).toBe(1);
      expect(await balanceOf(t, m.token)).toBe('10.00');
      const debits = await Promise.all([
        adjust({ user_id: m.id, amount: '-6', reason: 'claw back one' }),
        adjust({ user_id: m.id, amount: '-6', reason: 'claw back two' }, other),
      ]);
      expect(debits.filter((r) => r.body.code === 1)).toHaveLength(1);
      expect(debits.filter((r) => r.body.msg === 'insufficient_balance')).toHaveLength(1);
      expect(await balanceOf(t, m.token)).toBe('4.00');
      expect(await reconciledOk()).toBe(true);
    },
    30_000,
  );
});
