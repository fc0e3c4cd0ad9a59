import { signinRoutes } from '@cloudmall/contract/signin';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { listenForSockets, openSocket } from '../../../test/socket-client.ts';
import { call } from '../../../test/test-app.ts';
import { reconciled } from '../../../test/wallet-helpers.ts';
import { chatRoutes } from '@cloudmall/contract/chat';
import { advanceToUtc, DAY_MS, sign, signer, status } from './signin-test-kit.ts';

useTestApp();

describe('signing in once a day credits the points of the cycle day', () => {
  it('credits day 1 points to score, shows signed today, and refuses a second sign-in that day', async () => {
    advanceToUtc(t, '02:00:00.000'); // 10:00 in Shanghai
    const m = await signer(t, 'one');
    const before = await status(t, m.token);
    expect(before).toMatchObject({ signed_today: false, streak: 0, cycle_day: 1, today_points: 1 });
    expect(before.strip.map((d) => d.points)).toEqual([1, 2, 3, 4, 5, 10]);
    const first = await sign(t, m.token);
    expect(first.body.data).toMatchObject({ streak: 1, cycle_day: 1, points: 1, score: 1 });
    const again = await sign(t, m.token);
    expect(again.body).toMatchObject({ code: 0, msg: 'signin_already_today' });
    const after = await status(t, m.token);
    expect(after).toMatchObject({ signed_today: true, streak: 1, total_points: 1, score: 1 });
    expect(after.strip[0]).toMatchObject({ signed: true, points: 1 });
    const wallet = (await call(t, walletRoutes.summary, {}, m.token)).body.data!;
    expect(wallet.score).toBe(1);
  });

  it('pays the configured table and starts the displayed cycle again at 1 after day 6', async () => {
    await t.settings.set('signin.points', [2, 4, 6, 8, 10, 20]);
    const m = await signer(t, 'cycle');
    const got: Array<[number, number, number]> = [];
    for (let day = 0; day < 8; day += 1) {
      const d = (await sign(t, m.token)).body.data!;
      got.push([d.streak, d.cycle_day, d.points]);
      t.clock.advance(DAY_MS);
    }
    await t.settings.set('signin.points', [1, 2, 3, 4, 5, 10]);
    expect(got).toEqual([
      [1, 1, 2],
      [2, 2, 4],
      [3, 3, 6],
      [4, 4, 8],
      [5, 5, 10],
      [6, 6, 20],
      [7, 1, 2],
      [8, 2, 4],
    ]);
    expect((await status(t, m.token)).total_points).toBe(56);
  });

  it('restarts the streak at 1 after a missed day', async () => {
    const m = await signer(t, 'miss');
    await sign(t, m.token);
    t.clock.advance(DAY_MS);
    await sign(t, m.token);
    t.clock.advance(2 * DAY_MS);
    expect((await status(t, m.token)).streak).toBe(0);
    expect((await sign(t, m.token)).body.data).toMatchObject({ streak: 1, points: 1 });
  });
});

describe('the day turns at midnight of the member zone', () => {
  it('allows the next sign-in one millisecond after Shanghai midnight (16:00 UTC), continuing the streak', async () => {
    advanceToUtc(t, '15:59:59.999');
    const m = await signer(t, 'edge');
    expect((await sign(t, m.token)).body.data!.streak).toBe(1);
    t.clock.advance(1);
    expect((await status(t, m.token)).signed_today).toBe(false);
    expect((await sign(t, m.token)).body.data!.streak).toBe(2);
  });

  it('uses the zone the device sends: 23:59:59.5 and 00:00:00 in Honolulu are two days', async () => {
    advanceToUtc(t, '09:59:59.000'); // 23:59:59 in Honolulu (UTC−10, no daylight saving)
    const m = await signer(t, 'hnl');
    const zone = 'Pacific/Honolulu';
    expect((await sign(t, m.token, zone)).body.data!.day).toBe(
      (await status(t, m.token, zone)).today,
    );
    t.clock.advance(500);
    expect((await sign(t, m.token, zone)).body.msg).toBe('signin_already_today');
    t.clock.advance(500);
    expect((await sign(t, m.token, zone)).body.data!.streak).toBe(2);
  });

  it('refuses a zone hop back to a day before the last sign-in', async () => {
    advanceToUtc(t, '20:00:00.000'); // 04:00 the next day in Shanghai, 10:00 in Honolulu
    const m = await signer(t, 'hop');
    await sign(t, m.token, 'Asia/Shanghai');
    expect((await sign(t, m.token, 'Pacific/Honolulu')).body.msg).toBe('signin_already_today');
  });

  it('refuses a zone Intl does not know', async () => {
    const m = await signer(t, 'badtz');
    const res = await sign(t, m.token, 'Mars/Olympus');
    expect(res.body).toMatchObject({ msg: 'validation_failed' });
    expect(res.body.data).toMatchObject({ fields: [{ field: 'tz', key: 'invalid_value' }] });
  });
});

describe('history and rank', () => {
  it('lists the days signed in a month, and none of another month', async () => {
    advanceToUtc(t, '02:00:00.000');
    const m = await signer(t, 'hist');
    await sign(t, m.token, 'UTC');
    t.clock.advance(DAY_MS);
    await sign(t, m.token, 'UTC');
    const today = t.clock.now().toISOString().slice(0, 10);
    const month = await call(t, signinRoutes.history, { tz: 'UTC' }, m.token);
    const days = month.body.data!.days.map((d) => d.day);
    expect(days).toContain(today);
    const other = await call(t, signinRoutes.history, { month: '2001-01', tz: 'UTC' }, m.token);
    expect(other.body.data).toMatchObject({ month: '2001-01', days: [] });
  });

  it('ranks members by live streak and by month points with nickname and avatar only, and gives the member their own place', async () => {
    const m = await signer(t, 'rank');
    const quiet = await signer(t, 'quiet');
    for (let i = 0; i < 3; i += 1) {
      await sign(t, m.token);
      t.clock.advance(DAY_MS);
    }
    await sign(t, m.token);
    for (const by of ['streak', 'points'] as const) {
      const res = await call(t, signinRoutes.rank, { by }, m.token);
      const data = res.body.data!;
      const mine = data.list.find((row) => row.is_me)!;
      expect(mine).toMatchObject({ nickname: m.nickname, avatar: '/a.png' });
      expect(data.mine.rank).toBe(mine.rank);
      expect(data.mine.value).toBe(mine.value);
      expect(JSON.stringify(res.body)).not.toContain(m.username);
      for (const row of data.list)
        expect(Object.keys(row).sort()).toEqual(['avatar', 'is_me', 'nickname', 'rank', 'value']);
    }
    const none = (await call(t, signinRoutes.rank, { by: 'streak' }, quiet.token)).body.data!;
    expect(none.mine).toEqual({ rank: null, value: 0 });
  });
});

describe('a sign-in tells the member’s screens that their points changed', () => {
  it('pushes `wallet_changed` to the member after the sign-in committed', async () => {
    const url = await listenForSockets(t);
    const m = await signer(t, 'push');
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, m.token);
    await sign(t, m.token);
    const started = Date.now();
    while (!socket.received.some((p) => p.type === 'wallet_changed') && Date.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    socket.close();
    expect(socket.received.some((p) => p.type === 'wallet_changed')).toBe(true);
  });
});

describe('parallel sign-ins of one member on one day', () => {
  raceIt(
    'credit the day once: 50 parallel sign-ins, 1 succeeds, the ledger reconciles',
    async () => {
      const m = await signer(t, 'race');
      const answers = await Promise.all(Array.from({ length: 50 }, () => sign(t, m.token)));
      const ok = answers.filter((a) => a.body.data).length;
      const refused = answers.filter((a) => a.body.msg === 'signin_already_today').length;
      console.log(`signin race: 50 parallel sign-ins ⇒ ${ok} succeeded, ${refused} refused`);
      expect(ok).toBe(1);
      expect(refused).toBe(49);
      const s = await status(t, m.token);
      console.log(`signin race: points credited ${s.total_points}, score ${s.score}`);
      expect(s).toMatchObject({ total_points: 1, score: 1 });
      const report = await reconciled(t);
      console.log('signin race: reconcile', JSON.stringify(report).slice(0, 200));
      expect(report).toMatchObject({ ok: true });
    },
  );
});
