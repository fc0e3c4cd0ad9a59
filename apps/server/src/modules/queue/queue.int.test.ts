import { queueConsoleRoutes, queueRoutes } from '@cloudmall/contract/rewards';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notices, queueEntries } from '../../db/schema/index.ts';
import { countRows } from '../../../test/rows.ts';
import { goods } from '../../db/schema/catalog.schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { key, newMember, tokenOf } from '../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

let admin: string;
let goodsIds: number[] = [];
let usedGoods = 0;
beforeAll(async () => {
  admin = await tokenOf(t, 'admin');
  const found = await t.db
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.status, 'normal'))
    .orderBy(asc(goods.id))
    .limit(8);
  goodsIds = found.map((row) => row.id);
});

/** A goods of its own for each test, sold out (every live SKU at stock 0). */
async function soldOutGoods(): Promise<number> {
  const id = goodsIds[usedGoods++]!;
  await t.db.execute(sql`update goods_skus set stock = 0 where goods_id = ${id}`);
  return id;
}
const members = (n: number) =>
  Promise.all(Array.from({ length: n }, () => newMember(t, `q${key().slice(0, 10)}`)));
const join = (goodsId: number, token: string) =>
  call(t, queueRoutes.join, { goods_id: goodsId }, token);
const waiting = async (token: string) =>
  (await call(t, queueRoutes.mine, { state: 'waiting' }, token)).body.data!.data;
const allocate = (goodsId: number, units: number, idempotency_key = key()) =>
  call(
    t,
    queueConsoleRoutes.allocate,
    { goods_id: goodsId, units, reason: 'restocked', idempotency_key },
    admin,
  );

describe('the public queue', () => {
  it('gives positions in join order and refuses a second join while waiting', async () => {
    const goodsId = await soldOutGoods();
    const [a, b, c] = await members(3);
    for (const m of [a!, b!, c!]) expect((await join(goodsId, m.token)).body.code).toBe(1);
    expect((await waiting(a!.token))[0]).toMatchObject({ goods_id: goodsId, position: 1 });
    expect((await waiting(c!.token))[0]).toMatchObject({ position: 3 });
    expect((await join(goodsId, a!.token)).body.msg).toBe('queue_already_joined');
    const listed = await call(t, queueRoutes.goods, { list_rows: 100 }, b!.token);
    expect(listed.body.data!.data.find((g) => g.goods.id === goodsId)).toMatchObject({
      waiting: 3,
      joined: true,
    });
  });

  it('refuses to queue for goods in stock, and answers not_found for unknown goods', async () => {
    const [m] = await members(1);
    const inStock = goodsIds.at(-1)!;
    await t.db.execute(sql`update goods_skus set stock = 5 where goods_id = ${inStock}`);
    expect((await join(inStock, m!.token)).body.msg).toBe('queue_not_sold_out');
    expect((await join(99_999_999, m!.token)).body.msg).toBe('not_found');
  });

  it("a member leaving moves the others up; leaving twice or another's entry is refused", async () => {
    const goodsId = await soldOutGoods();
    const [a, b, c] = await members(3);
    for (const m of [a!, b!, c!]) await join(goodsId, m.token);
    const entryA = (await waiting(a!.token))[0]!;
    expect((await call(t, queueRoutes.leave, { id: entryA.id }, b!.token)).body.msg).toBe(
      'not_found',
    );
    expect((await call(t, queueRoutes.leave, { id: entryA.id }, a!.token)).body.data).toBe(true);
    expect((await waiting(b!.token))[0]).toMatchObject({ position: 1 });
    expect((await waiting(c!.token))[0]).toMatchObject({ position: 2 });
    expect((await call(t, queueRoutes.leave, { id: entryA.id }, a!.token)).body.msg).toBe(
      'queue_entry_not_waiting',
    );
    const history = await call(t, queueRoutes.mine, { state: 'history' }, a!.token);
    expect(history.body.data!.data[0]).toMatchObject({ state: 'left', position: null });
    // once left, the member may queue again, at the back
    expect((await join(goodsId, a!.token)).body.data).toMatchObject({ position: 3 });
  });

  it('allocates to the first N waiting in join order, notifies them, and keeps the history', async () => {
    const goodsId = await soldOutGoods();
    const queued = await members(4);
    for (const m of queued) await join(goodsId, m.token);
    const done = await allocate(goodsId, 2);
    expect(done.body.data).toMatchObject({ goods_id: goodsId, units: 2, allocated: 2 });
    for (const m of queued.slice(0, 2)) {
      const history = await call(t, queueRoutes.mine, { state: 'history' }, m.token);
      expect(history.body.data!.data[0]).toMatchObject({ state: 'allocated', goods_id: goodsId });
    }
    expect((await waiting(queued[2]!.token))[0]).toMatchObject({ position: 1 });
    const told = and(
      eq(notices.userId, queued[0]!.id),
      eq(notices.modules, 'goods'),
      eq(notices.modulesId, goodsId),
    );
    await expect.poll(() => countRows(t, notices, told)).toBe(1);
    const allocations = await call(t, queueConsoleRoutes.allocations, { goods_id: goodsId }, admin);
    expect(allocations.body.data!.data).toMatchObject([
      { units: 2, allocated: 2, reason: 'restocked', created_by_name: 'admin' },
    ]);
    const queues = await call(t, queueConsoleRoutes.goods, { list_rows: 100 }, admin);
    expect(queues.body.data!.data.find((g) => g.goods_id === goodsId)).toMatchObject({
      waiting: 2,
      allocated: 2,
    });
  });

  raceIt(
    'parallel allocations give each waiting entry at most once, first in join order',
    async () => {
      const goodsId = await soldOutGoods();
      const queued = await members(5);
      for (const m of queued) await join(goodsId, m.token);
      const answers = await Promise.all([allocate(goodsId, 2), allocate(goodsId, 2)]);
      expect(answers.map((a) => a.body.data!.allocated).sort()).toEqual([2, 2]);
      const states = await Promise.all(
        queued.map(async (m) => (await waiting(m.token)).length === 0),
      );
      expect(states).toEqual([true, true, true, true, false]);
      const rows = await t.db
        .select({ allocationId: queueEntries.allocationId })
        .from(queueEntries)
        .where(and(eq(queueEntries.goodsId, goodsId), eq(queueEntries.state, 'allocated')));
      expect(rows).toHaveLength(4);
      expect(new Set(rows.map((row) => row.allocationId)).size).toBe(2);
    },
  );

  raceIt('replays of one allocation request allocate once', async () => {
    const goodsId = await soldOutGoods();
    const queued = await members(3);
    for (const m of queued) await join(goodsId, m.token);
    const same = key();
    const answers = await Promise.all([1, 2, 3].map(() => allocate(goodsId, 1, same)));
    const ids = new Set(answers.filter((a) => a.body.code === 1).map((a) => a.body.data!.id));
    expect(ids.size).toBe(1);
    expect((await waiting(queued[1]!.token))[0]).toMatchObject({ position: 1 });
  });
});
