import { parseAmountToMinor, formatMinor } from '@cloudmall/contract';
import { rewardConsoleRoutes, rewardRoutes, type RewardPool } from '@cloudmall/contract/rewards';
import { consoleAuditRoutes } from '@cloudmall/contract/access';
import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { countRows } from '../../../test/rows.ts';
import { key, newMember, tokenOf } from '../../../test/wallet-helpers.ts';
import { rewards } from '../../db/schema/rewards.schema.ts';

useTestApp();

let admin: string;
beforeAll(async () => {
  admin = await tokenOf(t, 'admin');
});

const poolBalance = async (pool: RewardPool) =>
  parseAmountToMinor(
    (await call(t, rewardConsoleRoutes.accounts, {}, admin)).body.data!.pools.find(
      (p) => p.pool === pool,
    )!.balance,
  );
const fundPool = (pool: RewardPool, amount: string) =>
  call(
    t,
    rewardConsoleRoutes.fund,
    { pool, amount, reason: 'quarterly budget', idempotency_key: key() },
    admin,
  );
const issue = (input: Record<string, unknown>, idempotency_key = key()) =>
  call(
    t,
    rewardConsoleRoutes.issue,
    { reason: 'top seller of the week', idempotency_key, ...input },
    admin,
  );
/** The ledger check, with this file's admin session (a new admin login would end it). */
const reconciled = async () => (await call(t, walletConsoleRoutes.reconcile, {}, admin)).body.data!;
const summary = async (token: string) =>
  (await call(t, walletRoutes.summary, {}, token)).body.data!;

describe('reward pools', () => {
  it('funding a pool then issuing a reward moves exact figures: pool down, member held income up; the ledger reconciles', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    const start = await poolBalance('team');
    expect((await fundPool('team', '100.00')).body.data).toEqual({
      pool: 'team',
      balance: formatMinor(start + 10_000n),
    });
    const issued = await issue({ kind: 'team', user_id: member.id, amount: '12.34' });
    expect(issued.body.data).toMatchObject({ kind: 'team', user_id: member.id, amount: '12.34' });
    expect(issued.body.data!.hold_id).toBeGreaterThan(0);
    expect(await poolBalance('team')).toBe(start + 10_000n - 1234n);
    expect(await summary(member.token)).toMatchObject({ held_income: '12.34', balance: '0.00' });
    const mine = await call(t, rewardRoutes.list, { pool: 'team' }, member.token);
    expect(mine.body.data!.data).toMatchObject([
      { amount: '12.34', reason: 'top seller of the week', released: false },
    ]);
    const totals = await call(t, rewardRoutes.totals, { pool: 'team' }, member.token);
    expect(totals.body.data).toEqual({ held: '12.34', released: '0.00', total: '12.34' });
    const holds = await call(t, rewardRoutes.holds, {}, member.token);
    expect(holds.body.data!.data).toMatchObject([{ amount: '12.34', released_at: null }]);
    expect((await reconciled()).ok).toBe(true);
  });

  it('refuses a reward without a reason or beyond an unfunded pool, and changes nothing', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    const before = await countRows(t, rewards);
    const noReason = await call(
      t,
      rewardConsoleRoutes.issue,
      { kind: 'ad', user_id: member.id, amount: '1.00', reason: ' ', idempotency_key: key() },
      admin,
    );
    expect(noReason.body.msg).toBe('validation_failed');
    const balance = await poolBalance('subsidy');
    const tooMuch = await issue({
      kind: 'subsidy',
      user_id: member.id,
      amount: formatMinor(balance + 1n),
    });
    expect(tooMuch.body.msg).toBe('reward_pool_insufficient');
    expect(await countRows(t, rewards)).toBe(before);
    expect(await poolBalance('subsidy')).toBe(balance);
    expect(await summary(member.token)).toMatchObject({ held_income: '0.00' });
  });

  it('answers not_found for a member that does not exist', async () => {
    const missing = await issue({ kind: 'team', user_id: 99_999_999, amount: '1.00' });
    expect(missing.body.msg).toBe('not_found');
  });

  raceIt('parallel rewards that together exceed the pool leave it at or above zero', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    await fundPool('ad', '10.00');
    const balance = await poolBalance('ad');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        issue({ kind: 'ad', user_id: member.id, amount: formatMinor(balance / 4n + 1n) }),
      ),
    );
    const won = answers.filter((a) => a.body.code === 1).length;
    expect(won).toBe(3);
    expect(answers.filter((a) => a.body.msg === 'reward_pool_insufficient')).toHaveLength(3);
    expect(await poolBalance('ad')).toBeGreaterThanOrEqual(0n);
    expect((await reconciled()).ok).toBe(true);
  });

  raceIt('replays of one issue request issue the reward once', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    await fundPool('team', '5.00');
    const same = key();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        issue({ kind: 'team', user_id: member.id, amount: '2.00' }, same),
      ),
    );
    const ids = new Set(answers.filter((a) => a.body.code === 1).map((a) => a.body.data!.id));
    expect(ids.size).toBe(1);
    expect(await summary(member.token)).toMatchObject({ held_income: '2.00' });
  });

  it('issues green points and equity from their issuance accounts, audited, never as money', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    const green = await issue({ kind: 'green_points', user_id: member.id, amount: '30.00' });
    expect(green.body.data).toMatchObject({
      kind: 'green_points',
      hold_id: null,
      available_at: null,
    });
    await issue({ kind: 'equity', user_id: member.id, amount: '5.50' });
    expect(await summary(member.token)).toMatchObject({
      green_points: '30.00',
      equity: '5.50',
      balance: '0.00',
      held_income: '0.00',
    });
    const audit = await call(
      t,
      consoleAuditRoutes.list,
      { action: 'rewards.value.issue', target_id: String(member.id) },
      admin,
    );
    expect(audit.body.data!.data).toHaveLength(2);
    expect(audit.body.data!.data[0]).toMatchObject({ reason: 'top seller of the week' });
    const listed = await call(
      t,
      rewardConsoleRoutes.list,
      { kind: 'green_points', user_id: member.id },
      admin,
    );
    expect(listed.body.data!.data.map((r) => r.amount)).toEqual(['30.00']);
    expect(listed.body.data!.data[0]).toMatchObject({ created_by_name: 'admin' });
    expect((await reconciled()).ok).toBe(true);
  });

  it('audits funding with the pool balance before and after', async () => {
    const start = await poolBalance('subsidy');
    await fundPool('subsidy', '7.00');
    const audit = await call(t, consoleAuditRoutes.list, { action: 'rewards.pool.fund' }, admin);
    expect(audit.body.data!.data[0]).toMatchObject({
      reason: 'quarterly budget',
      before: { balance: formatMinor(start) },
      after: { balance: formatMinor(start + 700n) },
    });
  });

  it('releases a reward after the hold days: the settlement page shows it released', async () => {
    const member = await newMember(t, `rw${key().slice(0, 8)}`);
    await fundPool('team', '3.00');
    await issue({ kind: 'team', user_id: member.id, amount: '3.00' });
    t.clock.advance(16 * 86_400_000);
    await t.wallet.income.releaseDue();
    expect(await summary(member.token)).toMatchObject({ held_income: '0.00', balance: '3.00' });
    const totals = await call(t, rewardRoutes.holdTotals, {}, member.token);
    expect(totals.body.data).toEqual({ held: '0.00', released: '3.00' });
    const released = await call(t, rewardRoutes.holds, { state: 'released' }, member.token);
    expect(released.body.data!.data[0]!.released_at).not.toBeNull();
    const pool = await call(t, rewardRoutes.totals, { pool: 'team' }, member.token);
    expect(pool.body.data).toEqual({ held: '0.00', released: '3.00', total: '3.00' });
  });
});
