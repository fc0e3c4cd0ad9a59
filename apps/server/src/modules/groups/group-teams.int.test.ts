import { formatMinor } from '@cloudmall/contract';
import { groupRoutes, orderRoutes, refundRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { call, DB_KIND } from '../../../test/test-app.ts';
import { reconciled } from '../../../test/wallet-helpers.ts';
import { kit, t, useGroupApp } from './groups-test-app.ts';
import { groupPriceMinor } from './groups.pricing.ts';

useGroupApp();

describe(`group buying (${DB_KIND})`, () => {
  it('lists group goods with the group price rounded half up to the cent', async () => {
    const { body } = await call(t, groupRoutes.goodsList, { page: 1 });
    expect(body.data!.total).toBeGreaterThanOrEqual(8);
    for (const row of body.data!.data) {
      const price = BigInt(row.price.replace('.', ''));
      expect(row.group_price).toBe(formatMinor((price * BigInt(row.group_percent) + 50n) / 100n));
      expect([2, 3]).toContain(row.people_num);
    }
    expect(groupPriceMinor(1999n, 75)).toBe(1499n); // 14.9925 ⇒ 14.99
    expect(groupPriceMinor(1990n, 75)).toBe(1493n); // 14.925 ⇒ 14.93 (half up)
  });

  it('forms a team of two when both members pay: success, both orders may ship', async () => {
    const { terms, sku } = await kit.goods(2);
    const [leader, member] = [await kit.buyer(), await kit.buyer()];
    const opened = await kit.placeOn(leader, { terms, sku }, { number: 2 });
    expect(opened.body.msg).toBe('ok');
    const teamId = opened.body.data!.team_id!;
    expect((await kit.team(teamId)).state).toBe('ready');
    expect((await kit.order(opened.body.data!.order_id[0]!)).goodsMinor).toBe(
      groupPriceMinor(sku.priceMinor, terms.groupPercent) * 2n,
    );
    const asLeader = await call(t, groupRoutes.team, { id: teamId }, leader.token);
    expect([
      asLeader.body.data!.state,
      asLeader.body.data!.unpaid_order_id,
      asLeader.body.data!.can_join,
    ]).toEqual(['ready', opened.body.data!.order_id[0], false]);
    const early = await kit.placeOn(member, { terms, sku }, { groups_id: teamId });
    expect(early.body.msg).toBe('group_not_open');

    expect((await kit.pay(leader.token, opened.body.data!.order_id)).body.code).toBe(1);
    expect((await kit.team(teamId)).state).toBe('start');
    expect((await kit.order(opened.body.data!.order_id[0]!)).groupPending).toBe(true);
    // a paid member waits for the team (or its expiry refund): no after-sale request meanwhile
    const leaderOrder = await call(
      t,
      orderRoutes.info,
      { id: opened.body.data!.order_id[0]! },
      leader.token,
    );
    const refund = {
      order_id: opened.body.data!.order_id[0]!,
      goods: leaderOrder.body.data!.goods[0]!.id,
      money: '0.01',
      type: 0,
      reason: 0,
    };
    expect((await call(t, refundRoutes.addApply, refund, leader.token)).body.msg).toBe(
      'order_state_invalid',
    );
    const team = await call(t, groupRoutes.team, { id: teamId });
    expect([
      team.body.data!.seats_left,
      team.body.data!.members.length,
      team.body.data!.can_join,
    ]).toEqual([1, 1, true]);
    const byNo = await call(
      t,
      groupRoutes.team,
      { group_no: opened.body.data!.group_no! },
      leader.token,
    );
    expect([byNo.body.data!.id, byNo.body.data!.is_member, byNo.body.data!.can_join]).toEqual([
      teamId,
      true,
      false,
    ]);
    const detail = await call(t, groupRoutes.goods, { id: terms.goodsId });
    expect(detail.body.data!.teams.map((x) => x.id)).toContain(teamId);
    expect(detail.body.data!.sku.find((x) => x.id === sku.id)!.group_price).toBe(
      formatMinor(groupPriceMinor(sku.priceMinor, terms.groupPercent)),
    );
    const preview = await call(
      t,
      groupRoutes.preview,
      {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        number: 1,
        group_type: 'group',
        groups_id: teamId,
      },
      member.token,
    );
    expect([
      preview.body.data!.price,
      preview.body.data!.team?.seats_left,
      preview.body.data!.addressData?.id,
    ]).toEqual([
      formatMinor(groupPriceMinor(sku.priceMinor, terms.groupPercent)),
      1,
      member.addressId,
    ]);

    const joined = await kit.placeOn(member, { terms, sku }, { groups_id: teamId });
    expect(joined.body.data!.team_id).toBe(teamId);
    expect((await kit.pay(member.token, joined.body.data!.order_id)).body.code).toBe(1);
    const formed = await kit.team(teamId);
    expect([formed.state, formed.joinNum, formed.formedAt !== null]).toEqual(['success', 2, true]);
    for (const id of [opened.body.data!.order_id[0]!, joined.body.data!.order_id[0]!]) {
      const o = await kit.order(id);
      expect([o.state, o.groupPending, o.type, o.groupId]).toEqual([2, false, 'groups', teamId]);
    }
    const mine = await call(t, groupRoutes.orders, { page: 1 }, member.token);
    expect(mine.body.data!.data.map((o) => [o.id, o.team?.state])).toEqual([
      [joined.body.data!.order_id[0], 'success'],
    ]);
    // sent after the payment committed, before its answer: no waiting
    expect([
      await kit.formedNotices(leader.token, teamId),
      await kit.formedNotices(member.token, teamId),
    ]).toEqual([1, 1]);
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      mismatched_accounts: 0,
      negative_accounts: 0,
    });
  });

  it('fails a ready team whose leader never paid once the leader order closes', async () => {
    const { terms, sku } = await kit.goods(2);
    const leader = await kit.buyer();
    const opened = await kit.placeOn(leader, { terms, sku });
    await t.db.transaction(async (trx) => {
      const { orders } = await import('../../db/schema/index.ts');
      const { eq } = await import('drizzle-orm');
      await trx
        .update(orders)
        .set({ state: 7 })
        .where(eq(orders.id, opened.body.data!.order_id[0]!));
    });
    expect((await t.groups.runDue()).failed).toBeGreaterThanOrEqual(1);
    expect((await kit.team(opened.body.data!.team_id!)).state).toBe('fail');
  });
});
