import { groupRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { call, DB_KIND } from '../../../test/test-app.ts';
import { reconciled } from '../../../test/wallet-helpers.ts';
import { kit, t, useGroupApp } from './groups-test-app.ts';

useGroupApp();

describe(`group buying (${DB_KIND})`, () => {
  it('refuses joining one’s own team, twice the same team, and a team of another goods or that does not exist', async () => {
    const { terms, sku } = await kit.goods(3);
    const other = await kit.goods(2);
    const [leader, member] = [await kit.buyer(), await kit.buyer()];
    const opened = await kit.placeOn(leader, { terms, sku });
    await kit.pay(leader.token, opened.body.data!.order_id);
    const teamId = opened.body.data!.team_id!;
    expect((await kit.placeOn(leader, { terms, sku }, { groups_id: teamId })).body.msg).toBe(
      'group_own_team',
    );
    expect((await kit.placeOn(member, { terms, sku }, { groups_id: teamId })).body.code).toBe(1);
    expect((await kit.placeOn(member, { terms, sku }, { groups_id: teamId })).body.msg).toBe(
      'group_own_team',
    );
    expect((await kit.placeOn(member, other, { groups_id: teamId })).body.msg).toBe(
      'group_not_found',
    );
    expect((await kit.placeOn(member, { terms, sku }, { groups_id: 99_999_999 })).body.msg).toBe(
      'group_not_found',
    );
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
    const alone = await kit.placeOn(buyer, { terms, sku }, { group_type: 'alone', number: 2 });
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
    expect((await kit.placeOn(buyer, { terms, sku }, { group_type: 'alone' })).body.msg).toBe(
      'group_alone_not_allowed',
    );
    await kit.goods(2, { isAlone: true });
    expect(await reconciled(t)).toMatchObject({
      ok: true,
      global_sum: '0.00',
      mismatched_accounts: 0,
      negative_accounts: 0,
    });
  });
});
