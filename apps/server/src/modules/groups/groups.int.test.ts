import { formatMinor } from '@cloudmall/contract';
import { groupRoutes, orderRoutes, refundRoutes } from '@cloudmall/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { raceIt } from '../../../test/races.ts';
import { balanceOf, key, reconciled } from '../../../test/wallet-helpers.ts';
import { groupKit } from './group-test-kit.ts';
import { groupPriceMinor } from './groups.pricing.ts';

let t: TestApp;
let kit: ReturnType<typeof groupKit>;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp({ catalog: true });
  kit = groupKit(t);
});
afterAll(async () => t.close());

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
    const opened = await kit.place(leader.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: leader.addressId,
      number: 2,
    });
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
    const early = await kit.place(member.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: member.addressId,
      groups_id: teamId,
    });
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

    const joined = await kit.place(member.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: member.addressId,
      groups_id: teamId,
    });
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

  it('sends "Group formed" once per member after the filling payment, never for a payment that fails or a replay', async () => {
    const { terms, sku } = await kit.goods(2);
    const [leader, member, late, poor, other] = [
      await kit.buyer(),
      await kit.buyer(),
      await kit.buyer(),
      await kit.buyer('gp', 1n),
      await kit.buyer(),
    ];
    const open = async (who: { token: string; addressId: number }) => {
      const opened = await kit.place(who.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: who.addressId,
      });
      expect((await kit.pay(who.token, opened.body.data!.order_id)).body.code).toBe(1);
      return opened.body.data!.team_id!;
    };
    const join = async (who: { token: string; addressId: number }, teamId: number) => {
      const placed = await kit.place(who.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: who.addressId,
        groups_id: teamId,
      });
      expect(placed.body.code).toBe(1);
      return placed.body.data!.order_id[0]!;
    };
    const [teamId, fullId] = [await open(leader), await open(other)];
    expect(await kit.formedNotices(leader.token, teamId)).toBe(0);
    const [poorOrder, lateOrder, memberOrder, memberFullOrder] = [
      await join(poor, teamId),
      await join(late, teamId),
      await join(member, teamId),
      await join(member, fullId),
    ];
    expect((await kit.pay(late.token, [await join(late, fullId)])).body.code).toBe(1);
    expect((await kit.team(fullId)).state).toBe('success');

    // the filling payment fails on the balance: rolled back, the team stays open, nobody is told
    expect((await kit.pay(poor.token, [poorOrder])).body.msg).toBe('insufficient_balance');
    // one payment of two orders: the first fills the team (its hook hands back the notices), the second
    // finds its team full ⇒ the whole payment rolls back and the notices are never sent
    expect((await kit.pay(member.token, [memberOrder, memberFullOrder])).body.msg).toBe(
      'group_full',
    );
    expect((await kit.team(teamId)).state).toBe('start');
    const none = await Promise.all(
      [leader, member, poor].map((who) => kit.formedNotices(who.token, teamId)),
    );
    expect(none).toEqual([0, 0, 0]);

    // the filling payment: each member told once, as soon as the payment answered
    const payKey = key();
    const filled = await call(
      t,
      orderRoutes.payment,
      { order_id: [memberOrder], type: 'balance', idempotency_key: payKey },
      member.token,
    );
    expect(filled.body.code).toBe(1);
    expect((await kit.team(teamId)).state).toBe('success');
    expect([
      await kit.formedNotices(leader.token, teamId),
      await kit.formedNotices(member.token, teamId),
    ]).toEqual([1, 1]);

    // a replay of that payment and payments refused by the full team tell nobody again
    const replay = await call(
      t,
      orderRoutes.payment,
      { order_id: [memberOrder], type: 'balance', idempotency_key: payKey },
      member.token,
    );
    expect(replay.body.data!.pay_no).toBe(filled.body.data!.pay_no);
    expect((await kit.pay(late.token, [lateOrder])).body.msg).toBe('group_full');
    expect((await kit.pay(poor.token, [poorOrder])).body.code).toBe(0);
    const counts = await Promise.all(
      [leader, member, late, poor].map((who) => kit.formedNotices(who.token, teamId)),
    );
    expect(counts).toEqual([1, 1, 0, 0]);
    expect([
      await kit.formedNotices(other.token, fullId),
      await kit.formedNotices(late.token, fullId),
      await kit.formedNotices(member.token, fullId),
    ]).toEqual([1, 1, 0]);
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      mismatched_accounts: 0,
      negative_accounts: 0,
    });
  });

  raceIt(
    'fails an expired team and refunds each paid member exactly once, even with the job run twice in parallel',
    async () => {
      const { terms, sku } = await kit.goods(3);
      const [leader, member] = [await kit.buyer(), await kit.buyer()];
      const before = {
        leader: await balanceOf(t, leader.token),
        member: await balanceOf(t, member.token),
        stock: await kit.stockOf(sku.id),
      };
      const opened = await kit.place(leader.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: leader.addressId,
      });
      await kit.pay(leader.token, opened.body.data!.order_id);
      const joined = await kit.place(member.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: member.addressId,
        groups_id: opened.body.data!.team_id,
        number: 3,
      });
      await kit.pay(member.token, joined.body.data!.order_id);
      expect(await balanceOf(t, member.token)).not.toBe(before.member);

      t.clock.advance(terms.groupHours * HOUR + 1000);
      const runs = await Promise.all([t.groups.runDue(), t.groups.runDue()]);
      console.log(
        `expired team, job twice in parallel: ${runs.map((r) => `${r.failed} failed/${r.refundedOrders} refunded`).join(' + ')}`,
      );
      expect(runs.reduce((n, r) => n + r.refundedOrders, 0)).toBe(2);
      expect((await t.groups.runDue()).refundedOrders).toBe(0);
      expect((await kit.team(opened.body.data!.team_id!)).state).toBe('fail');
      expect([await balanceOf(t, leader.token), await balanceOf(t, member.token)]).toEqual([
        before.leader,
        before.member,
      ]);
      expect(await kit.stockOf(sku.id)).toBe(before.stock);
      for (const id of [opened.body.data!.order_id[0]!, joined.body.data!.order_id[0]!])
        expect((await kit.order(id)).state).toBe(7);
      const late = await kit.place((await kit.buyer()).token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: leader.addressId,
        groups_id: opened.body.data!.team_id,
      });
      expect(late.body.msg).toBe('group_not_open');
      expect(await reconciled(t)).toMatchObject({
        ok: true,
        global_sum: '0.00',
        mismatched_accounts: 0,
        negative_accounts: 0,
      });
    },
  );

  raceIt(
    'lets exactly one of 10 parallel joins of a two-person team in; the others are not charged',
    async () => {
      const { terms, sku } = await kit.goods(2);
      const leader = await kit.buyer();
      const opened = await kit.place(leader.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: leader.addressId,
      });
      await kit.pay(leader.token, opened.body.data!.order_id);
      const teamId = opened.body.data!.team_id!;
      const joiners = await Promise.all(Array.from({ length: 10 }, () => kit.buyer('jn')));
      const placed = await Promise.all(
        joiners.map((j) =>
          kit.place(j.token, {
            goods_id: terms.goodsId,
            sku_id: sku.id,
            address_id: j.addressId,
            groups_id: teamId,
          }),
        ),
      );
      expect(placed.every((p) => p.body.code === 1)).toBe(true);
      const paid = await Promise.all(
        joiners.map((j, i) => kit.pay(j.token, placed[i]!.body.data!.order_id)),
      );
      const ok = paid.filter((p) => p.body.code === 1).length;
      const full = paid.filter((p) => p.body.msg === 'group_full').length;
      const errors = paid.filter((p) => p.status >= 500).length;
      console.log(
        `10 parallel joins of a 2-person team: ${ok} joined, ${full} group_full, ${errors} 5xx`,
      );
      expect([ok, full, errors]).toEqual([1, 9, 0]);
      const team = await kit.team(teamId);
      expect([team.state, team.joinNum]).toEqual(['success', 2]);
      const balances = await Promise.all(joiners.map((j) => balanceOf(t, j.token)));
      expect(balances.filter((b) => b === '1000.00').length).toBe(9);
      expect(await kit.formedNotices(leader.token, teamId)).toBe(1);
      const formedOf = await Promise.all(joiners.map((j) => kit.formedNotices(j.token, teamId)));
      expect(formedOf.map((n, i) => [n, paid[i]!.body.code]).sort()).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [1, 1],
      ]);
      expect(await reconciled(t)).toMatchObject({
        ok: true,
        global_sum: '0.00',
        mismatched_accounts: 0,
        negative_accounts: 0,
      });
    },
  );

  it('refuses joining one’s own team, twice the same team, and a team of another goods or that does not exist', async () => {
    const { terms, sku } = await kit.goods(3);
    const other = await kit.goods(2);
    const [leader, member] = [await kit.buyer(), await kit.buyer()];
    const opened = await kit.place(leader.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: leader.addressId,
    });
    await kit.pay(leader.token, opened.body.data!.order_id);
    const teamId = opened.body.data!.team_id!;
    expect(
      (
        await kit.place(leader.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: leader.addressId,
          groups_id: teamId,
        })
      ).body.msg,
    ).toBe('group_own_team');
    expect(
      (
        await kit.place(member.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: member.addressId,
          groups_id: teamId,
        })
      ).body.code,
    ).toBe(1);
    expect(
      (
        await kit.place(member.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: member.addressId,
          groups_id: teamId,
        })
      ).body.msg,
    ).toBe('group_own_team');
    expect(
      (
        await kit.place(member.token, {
          goods_id: other.terms.goodsId,
          sku_id: other.sku.id,
          address_id: member.addressId,
          groups_id: teamId,
        })
      ).body.msg,
    ).toBe('group_not_found');
    expect(
      (
        await kit.place(member.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: member.addressId,
          groups_id: 99_999_999,
        })
      ).body.msg,
    ).toBe('group_not_found');
    expect(
      (
        await kit.place(member.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: leader.addressId,
        })
      ).body.msg,
    ).toBe('address_not_found');
    expect((await kit.pay(member.token, opened.body.data!.order_id)).body.code).toBe(0);
    const mine = await call(t, groupRoutes.orders, { page: 1 }, member.token);
    expect(mine.body.data!.data.some((o) => o.id === opened.body.data!.order_id[0])).toBe(false);
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      mismatched_accounts: 0,
      negative_accounts: 0,
    });
  });

  it('enforces the purchase limit over the member’s non-closed group orders and legal quantities', async () => {
    const { terms, sku } = await kit.goods(2, { purchaseLimit: 3 });
    const buyer = await kit.buyer();
    const base = { goods_id: terms.goodsId, sku_id: sku.id, address_id: buyer.addressId };
    for (const number of [0, 1.5, -1, 10_000])
      expect((await kit.place(buyer.token, { ...base, number })).body.msg).toBe('quantity_illegal');
    expect((await kit.place(buyer.token, { ...base, number: 2 })).body.code).toBe(1);
    expect((await kit.place(buyer.token, { ...base, number: 2 })).body.msg).toBe(
      'group_purchase_limit',
    );
    expect((await kit.place(buyer.token, { ...base, number: 1 })).body.code).toBe(1);
    expect((await kit.place(buyer.token, { ...base, number: 1 })).body.msg).toBe(
      'group_purchase_limit',
    );
    await kit.goods(2, { purchaseLimit: 0 });
  });

  it('sells alone at the market price as a normal order, only where the goods allows it', async () => {
    const { terms, sku } = await kit.goods(2, { isAlone: true });
    const buyer = await kit.buyer();
    const alone = await kit.place(buyer.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: buyer.addressId,
      group_type: 'alone',
      number: 2,
    });
    expect(alone.body.data!.team_id).toBeNull();
    const order = await kit.order(alone.body.data!.order_id[0]!);
    expect([order.type, order.groupId, order.goodsMinor]).toEqual([
      'goods',
      null,
      sku.marketPriceMinor * 2n,
    ]);
    expect((await kit.pay(buyer.token, alone.body.data!.order_id)).body.code).toBe(1);
    expect((await kit.order(order.id)).groupPending).toBe(false);
    await kit.goods(2, { isAlone: false });
    expect(
      (
        await kit.place(buyer.token, {
          goods_id: terms.goodsId,
          sku_id: sku.id,
          address_id: buyer.addressId,
          group_type: 'alone',
        })
      ).body.msg,
    ).toBe('group_alone_not_allowed');
    await kit.goods(2, { isAlone: true });
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
    const opened = await kit.place(leader.token, {
      goods_id: terms.goodsId,
      sku_id: sku.id,
      address_id: leader.addressId,
    });
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
