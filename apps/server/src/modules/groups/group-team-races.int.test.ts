import { describe, expect } from 'vitest';
import { DB_KIND } from '../../../test/test-app.ts';
import { raceIt } from '../../../test/races.ts';
import { balanceOf, reconciled } from '../../../test/wallet-helpers.ts';
import { HOUR, kit, t, useGroupApp } from './groups-test-app.ts';

useGroupApp();

describe(`group buying (${DB_KIND})`, () => {
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
      const opened = await kit.placeOn(leader, { terms, sku });
      await kit.pay(leader.token, opened.body.data!.order_id);
      const joined = await kit.placeOn(
        member,
        { terms, sku },
        { groups_id: opened.body.data!.team_id, number: 3 },
      );
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
      const teamId = await kit.openTeam(leader, { terms, sku });
      const joiners = await Promise.all(Array.from({ length: 10 }, () => kit.buyer('jn')));
      const placed = await Promise.all(
        joiners.map((j) => kit.placeOn(j, { terms, sku }, { groups_id: teamId })),
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
});
