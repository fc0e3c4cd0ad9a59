import { catalogRoutes } from '@cloudmall/contract/catalog';
import { coinConsoleRoutes, coinRoutes } from '@cloudmall/contract/coins';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { call } from '../../../../test/test-app.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';
import { auditLog, coinPrices } from '../../../db/schema/index.ts';

const tokens = { member: '', admin: '' };
let coinId = 0;
useTestApp({ catalog: true }, async (app) => {
  tokens.member = await tokenOf(app, 'demo');
  tokens.admin = await tokenOf(app, 'admin');
  coinId = (await call(app, coinRoutes.lists, {})).body.data.data[0]!.id;
});

const prices = (days: number, id = coinId) => call(t, coinRoutes.prices, { coin_id: id, days });
const storedPoints = async () =>
  (await t.db.select({ n: count() }).from(coinPrices).where(eq(coinPrices.coinId, coinId)))[0]!.n;

describe('coins and the mining machines category are served to guests', () => {
  it('lists the demo coin with its latest price, named in the reader language', async () => {
    const { body } = await call(t, coinRoutes.lists, {});
    expect(body.code).toBe(1);
    expect(body.data.data[0]).toMatchObject({
      symbol: 'CMC',
      name: 'Cloudmall Coin',
      unit: 'USDT',
    });
    expect(body.data.data[0]!.last).toMatch(/^\d+\.\d{4}$/);
    const tr = await t.app.inject({ url: `/api${coinRoutes.lists.path}`, headers: { lang: 'tr' } });
    expect(tr.json().data.data[0].name).toBe('Cloudmall Parası');
  });

  it('names the mining machines category, whose goods list holds only mining machines', async () => {
    const { body } = await call(t, coinRoutes.lists, {});
    const categoryId = body.data.machine_category_id!;
    expect(categoryId).toBeGreaterThan(0);
    const goods = await call(t, catalogRoutes.goodsList, {
      category_id: categoryId,
      list_rows: 50,
    });
    expect(goods.body.data.data.length).toBeGreaterThan(0);
    for (const g of goods.body.data.data) expect(g.title).toMatch(/Miner|Rig/);
  });
});

describe('a coin price period ends at its latest price and carries at most 200 points', () => {
  it('3 and 7 days keep every hourly point; 30 days is downsampled to 200', async () => {
    const [three, seven, thirty] = await Promise.all([prices(3), prices(7), prices(30)]);
    expect(three.body.data.points).toHaveLength(72);
    expect(seven.body.data.points).toHaveLength(168);
    expect(thirty.body.data.points).toHaveLength(200);
    for (const period of [three, seven, thirty]) {
      const d = period.body.data;
      expect(d.to - d.from).toBe(d.days * 86_400);
      expect(d.points.at(-1)).toEqual({ at: d.to, price: d.last });
      expect(d.points[0]!.price).toBe(d.open);
      expect(d.last).toBe(d.coin.last);
      const values = d.points.map((p) => Number(p.price));
      expect(Number(d.high)).toBeGreaterThanOrEqual(Math.max(...values));
      expect(Number(d.low)).toBeLessThanOrEqual(Math.min(...values));
      expect(Number(d.change)).toBeCloseTo(Number(d.last) - Number(d.open), 4);
    }
  });

  it('refuses a period other than 3, 7 or 30 days, and answers not_found for an unknown coin', async () => {
    const five = await prices(5);
    expect([five.status, five.body.code]).toEqual([200, 0]);
    expect(five.body.msg).toBe('validation_failed');
    expect((await prices(3, 999_999)).body.msg).toBe('not_found');
  });
});

describe('admins add price points; replays add nothing', () => {
  const later = () => Math.floor(t.clock.now().getTime() / 1000 / 3600) * 3600 + 3600;

  it('a member may not post prices (403), a guest must log in (401)', async () => {
    const input = { coin_id: coinId, points: [{ at: later(), price: '2.0000' }] };
    const member = await call(t, coinConsoleRoutes.addPrices, input, tokens.member);
    expect(member.status).toBe(403);
    expect((await call(t, coinConsoleRoutes.addPrices, input)).status).toBe(401);
  });

  it('stores new points once: the same points again add none and keep the first price', async () => {
    const at = later();
    const before = await storedPoints();
    const points = [
      { at, price: '2.5' },
      { at: at + 3600, price: '2.6000' },
    ];
    const first = await call(
      t,
      coinConsoleRoutes.addPrices,
      { coin_id: coinId, points },
      tokens.admin,
    );
    expect(first.body.data).toEqual({ received: 2, added: 2 });
    const replay = await call(
      t,
      coinConsoleRoutes.addPrices,
      { coin_id: coinId, points: [{ at, price: '9.9999' }, ...points] },
      tokens.admin,
    );
    expect(replay.body.data).toEqual({ received: 3, added: 0 });
    expect(await storedPoints()).toBe(before + 2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coins.prices.add'), eq(auditLog.target, `coin:${coinId}`)));
    expect(audits.map((a) => (a.detail as { added: number }).added)).toEqual([2, 0]);

    // Points after now are not shown until their time comes.
    expect((await prices(3)).body.data.last).not.toBe('2.6000');
    t.clock.advance(3 * 3_600_000);
    const shown = (await prices(3)).body.data;
    expect(shown.last).toBe('2.6000');
    expect(shown.points.at(-2)!.price).toBe('2.5000');
  });

  it('refuses a price finer than the coin scale, a zero price and more than 1000 points', async () => {
    const add = (points: { at: number; price: string }[]) =>
      call(t, coinConsoleRoutes.addPrices, { coin_id: coinId, points }, tokens.admin);
    expect((await add([{ at: 1000, price: '1.00001' }])).body.msg).toBe('validation_failed');
    expect((await add([{ at: 1000, price: '0' }])).body.msg).toBe('validation_failed');
    const many = Array.from({ length: 1001 }, (_, i) => ({ at: i * 60, price: '1' }));
    expect((await add(many)).status).toBe(400);
    const unknown = await call(
      t,
      coinConsoleRoutes.addPrices,
      { coin_id: 999_999, points: [{ at: 1000, price: '1' }] },
      tokens.admin,
    );
    expect(unknown.body.msg).toBe('not_found');
  });
});
