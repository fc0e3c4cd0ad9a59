import { orderRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { call, DB_KIND } from '../../../test/test-app.ts';
import { key, reconciled } from '../../../test/wallet-helpers.ts';
import { kit, t, useGroupApp } from './groups-test-app.ts';

useGroupApp();

describe(`group buying (${DB_KIND})`, () => {
  it('sends "Group formed" once per member after the filling payment, never for a payment that fails or a replay', async () => {
    const { terms, sku } = await kit.goods(2);
    const [leader, member, late, poor, other] = [
      await kit.buyer(),
      await kit.buyer(),
      await kit.buyer(),
      await kit.buyer('gp', 1n),
      await kit.buyer(),
    ];
    const join = async (who: { token: string; addressId: number }, teamId: number) => {
      const placed = await kit.placeOn(who, { terms, sku }, { groups_id: teamId });
      expect(placed.body.code).toBe(1);
      return placed.body.data!.order_id[0]!;
    };
    const [teamId, fullId] = [
      await kit.openTeam(leader, { terms, sku }),
      await kit.openTeam(other, { terms, sku }),
    ];
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
});
