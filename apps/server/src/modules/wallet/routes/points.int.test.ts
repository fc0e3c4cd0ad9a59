import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction.ts';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { key, newMember, reconciled } from '../../../../test/wallet-helpers.ts';
import { member, platform, postLedger } from '../index.ts';

useTestApp();

/** Issues points to a member (as an order reward would). */
const givePoints = (userId: number, points: bigint) =>
  inTransaction(t.db, (trx) =>
    postLedger(trx, {
      reason: 'reward',
      idempotencyKey: `test-points:${key()}`,
      legs: [
        { account: platform('points_issuance'), amountMinor: -points },
        { account: member(userId, 'score'), amountMinor: points },
      ],
    }),
  );

/** A fresh member holding `points`. */
async function memberWithPoints(username: string, points: bigint) {
  const m = await newMember(t, username);
  await givePoints(m.id, points);
  return m;
}

const setRate = async (pointsPerAssetUnit: number) =>
  t.settings.set('wallet.points', { pointsPerAssetUnit });
const exchange = (token: string, points: number, idempotency_key = key()) =>
  call(t, walletRoutes.exchangePoints, { points, idempotency_key }, token);
const summary = async (token: string) => {
  const data = (await call(t, walletRoutes.summary, {}, token)).body.data!;
  return { balance: data.balance, score: data.score };
};

describe('exchanging points for balance', () => {
  it('credits points divided by the configured points per unit, and takes the points', async () => {
    await setRate(100);
    const m = await memberWithPoints('points1', 1000n);
    expect((await exchange(m.token, 250)).body.data).toEqual({
      points: 250,
      amount: '2.50',
      balance: '2.50',
      score: 750,
    });
    await setRate(1000);
    expect((await exchange(m.token, 730)).body.data).toEqual({
      points: 730,
      amount: '0.73',
      balance: '3.23',
      score: 20,
    });
    expect(await summary(m.token)).toEqual({ balance: '3.23', score: 20 });
  });

  it('refuses an amount that is not a whole cent at the rate, moving nothing', async () => {
    await setRate(300);
    const m = await memberWithPoints('points2', 1000n);
    for (const points of [100, 301])
      expect((await exchange(m.token, points)).body).toMatchObject({
        code: 0,
        msg: 'validation_failed',
      });
    expect((await exchange(m.token, 600)).body.data).toMatchObject({ amount: '2.00', score: 400 });
    expect(await summary(m.token)).toEqual({ balance: '2.00', score: 400 });
  });

  it('refuses more points than the member has, moving nothing', async () => {
    await setRate(100);
    const m = await memberWithPoints('points3', 99n);
    expect((await exchange(m.token, 100)).body).toMatchObject({
      code: 0,
      msg: 'points_insufficient',
    });
    expect(await summary(m.token)).toEqual({ balance: '0.00', score: 99 });
  });

  it('answers a replay of one idempotency key with the first result and exchanges once; another request under it is refused', async () => {
    await setRate(100);
    const m = await memberWithPoints('points4', 500n);
    const idempotencyKey = key();
    const first = await exchange(m.token, 200, idempotencyKey);
    const replays = [
      await exchange(m.token, 200, idempotencyKey),
      await exchange(m.token, 200, idempotencyKey),
    ];
    expect(first.body.data).toEqual({ points: 200, amount: '2.00', balance: '2.00', score: 300 });
    for (const replay of replays) expect(replay.body.data).toEqual(first.body.data);
    expect((await exchange(m.token, 300, idempotencyKey)).body.msg).toBe('idempotency_key_reused');
    expect(await summary(m.token)).toEqual({ balance: '2.00', score: 300 });
    expect(await reconciled(t)).toMatchObject({ ok: true, global_sum: '0.00' });
  });
});
