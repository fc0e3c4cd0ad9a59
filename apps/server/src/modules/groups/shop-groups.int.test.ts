import { groupRoutes, merchantGroupRoutes } from '@cloudmall/contract/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditsOfRow } from '../../../test/admin-helpers.ts';
import { goods, groupGoods, shops, users } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { newMember, tokenOf } from '../../../test/wallet-helpers.ts';
import { t, useGroupApp } from './groups-test-app.ts';

useGroupApp();

let merchantToken: string | undefined;
const merchant = async () => (merchantToken ??= await tokenOf(t, 'merchant'));

/** A goods of the shop owned by `username` that has no group activity yet. */
async function freeGoodsOf(username: string): Promise<number> {
  const rows = await t.db
    .select({ id: goods.id, group: groupGoods.goodsId })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .innerJoin(users, eq(users.id, shops.userId))
    .leftJoin(groupGoods, eq(groupGoods.goodsId, goods.id))
    .where(eq(users.username, username));
  const free = rows.filter((row) => row.group === null);
  return free[Math.floor(Math.random() * free.length)]!.id;
}

const terms = {
  people_num: 3,
  group_hours: 24,
  group_percent: 80,
  is_alone: true,
  purchase_limit: 2,
};
const audits = (goodsId: number) => auditsOfRow(t, 'group_goods', goodsId);

describe('a merchant runs its shop’s group buys', () => {
  it('creates an activity on its goods, listed in the app and in its console list; audited', async () => {
    const goodsId = await freeGoodsOf('merchant');
    const created = await call(
      t,
      merchantGroupRoutes.create,
      { goods_id: goodsId, ...terms },
      await merchant(),
    );
    expect(created.body.data).toMatchObject({ goods_id: goodsId, people_num: 3, status: 'normal' });
    const again = await call(
      t,
      merchantGroupRoutes.create,
      { goods_id: goodsId, ...terms },
      await merchant(),
    );
    expect(again.body.msg).toBe('group_activity_exists');
    const list = await call(
      t,
      merchantGroupRoutes.activities,
      { status: 'normal', list_rows: 100 },
      await merchant(),
    );
    expect(list.body.data!.data.find((a) => a.goods_id === goodsId)).toMatchObject({
      open_teams: 0,
    });
    const app = await call(t, groupRoutes.goods, { id: goodsId });
    expect(app.body.code).toBe(1);
    expect(await audits(goodsId)).toMatchObject([
      { action: 'merchant.group.create', before: null },
    ]);
  });

  it('ends an activity with a reason: no longer offered in the app; it can start again', async () => {
    const goodsId = await freeGoodsOf('merchant');
    await call(t, merchantGroupRoutes.create, { goods_id: goodsId, ...terms }, await merchant());
    const ended = await call(
      t,
      merchantGroupRoutes.end,
      { goods_id: goodsId, reason: 'Season over' },
      await merchant(),
    );
    expect(ended.body.data).toMatchObject({ status: 'ended' });
    expect((await call(t, groupRoutes.goods, { id: goodsId })).body.code).toBe(0);
    const restarted = await call(
      t,
      merchantGroupRoutes.create,
      { goods_id: goodsId, ...terms, people_num: 2 },
      await merchant(),
    );
    expect(restarted.body.data).toMatchObject({ status: 'normal', people_num: 2 });
    const actions = (await audits(goodsId)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toContainEqual(['merchant.group.end', 'Season over']);
  });

  it('lists only its own teams, by state', async () => {
    const { body } = await call(t, merchantGroupRoutes.teams, { state: 'start' }, await merchant());
    expect(body.data).toMatchObject({ current_page: 1 });
    expect(body.data!.data.every((team) => team.state === 'start')).toBe(true);
  });

  it('another shop’s goods is not_found, bad terms are refused, a plain member is forbidden; nothing changes', async () => {
    const theirs = await freeGoodsOf('shop2');
    const refused = await call(
      t,
      merchantGroupRoutes.create,
      { goods_id: theirs, ...terms },
      await merchant(),
    );
    expect(refused.body.msg).toBe('not_found');
    const mine = await freeGoodsOf('merchant');
    for (const bad of [
      { ...terms, people_num: 1 },
      { ...terms, group_percent: 100 },
      { ...terms, group_hours: 0 },
      { ...terms, shop_id: 2 },
    ]) {
      const { body } = await call(
        t,
        merchantGroupRoutes.create,
        { goods_id: mine, ...bad },
        await merchant(),
      );
      expect(body.msg).toBe('validation_failed');
    }
    const member = await newMember(t, 'grpplain');
    expect((await call(t, merchantGroupRoutes.activities, {}, member.token)).status).toBe(403);
    const other = await tokenOf(t, 'shop2');
    const [existing] = await t.db
      .select()
      .from(groupGoods)
      .where(eq(groupGoods.status, 'normal'))
      .innerJoin(shops, eq(shops.id, groupGoods.shopId))
      .innerJoin(users, and(eq(users.id, shops.userId), eq(users.username, 'merchant')));
    const end = await call(
      t,
      merchantGroupRoutes.end,
      { goods_id: existing!.group_goods.goodsId, reason: 'x' },
      other,
    );
    expect(end.body.msg).toBe('not_found');
    for (const goodsId of [theirs, mine])
      expect(await t.db.select().from(groupGoods).where(eq(groupGoods.goodsId, goodsId))).toEqual(
        [],
      );
    expect(await audits(existing!.group_goods.goodsId)).not.toContainEqual(
      expect.objectContaining({ action: 'merchant.group.end', reason: 'x' }),
    );
  });
});
