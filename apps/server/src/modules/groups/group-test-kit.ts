import { chatRoutes } from '@cloudmall/contract/chat';
import { groupRoutes, orderRoutes } from '@cloudmall/contract/orders';
import { asc, eq, sql } from 'drizzle-orm';
import {
  addresses,
  goods,
  goodsSkus,
  groupGoods,
  groupTeams,
  orders,
} from '../../db/schema/index.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { fund, key, newMember } from '../../../test/wallet-helpers.ts';

/** Test helpers of the group-buying integration tests (not shipped). */
export function groupKit(t: TestApp) {
  let seq = 0;
  return {
    /** A fresh member with 1000.00 (or `balanceMinor`) and a default address. */
    async buyer(prefix = 'gb', balanceMinor = 100_000n) {
      seq += 1;
      const m = await newMember(t, `${prefix}${seq}${Math.floor(Math.random() * 1e4)}`);
      if (balanceMinor > 0n) await fund(t, m.id, balanceMinor);
      const [address] = await t.db
        .insert(addresses)
        .values({
          userId: m.id,
          name: 'Test Buyer',
          mobile: '13800000000',
          province: 'Zhejiang',
          city: 'Hangzhou',
          district: 'Xihu',
          address: '1 Lake Road',
          isDefault: true,
        })
        .returning();
      return { ...m, addressId: address!.id };
    },
    /** A seeded group goods of the given team size, with its first SKU in stock. */
    async goods(peopleNum: number, change: Partial<typeof groupGoods.$inferInsert> = {}) {
      // the cheapest, so a member's 1000.00 pays for a few
      const [found] = await t.db
        .select({ terms: groupGoods })
        .from(groupGoods)
        .innerJoin(goods, eq(goods.id, groupGoods.goodsId))
        .where(eq(groupGoods.peopleNum, peopleNum))
        .orderBy(asc(goods.priceMinor), asc(groupGoods.goodsId))
        .limit(1);
      const terms = found?.terms;
      if (!terms) throw new Error(`no seeded group goods of ${peopleNum}`);
      if (Object.keys(change).length)
        await t.db.update(groupGoods).set(change).where(eq(groupGoods.goodsId, terms.goodsId));
      // the demo seed's stock follows its sales; the tests want plenty, whatever the seed holds
      const [first] = await t.db
        .select({ id: goodsSkus.id })
        .from(goodsSkus)
        .where(eq(goodsSkus.goodsId, terms.goodsId))
        .orderBy(asc(goodsSkus.id))
        .limit(1);
      if (!first) throw new Error(`seeded group goods ${terms.goodsId} has no SKU`);
      const [sku] = await t.db
        .update(goodsSkus)
        .set({ stock: sql`greatest(${goodsSkus.stock}, 100)` })
        .where(eq(goodsSkus.id, first.id))
        .returning();
      return { terms: { ...terms, ...change }, sku: sku! };
    },
    place(token: string, input: Record<string, unknown>) {
      return call(
        t,
        groupRoutes.addOrder,
        { number: 1, group_type: 'group', idempotency_key: key(), ...input },
        token,
      );
    },
    /** A group order of the buyer on the goods' SKU at the buyer's address: opens a team, or joins `groups_id`. */
    placeOn(
      who: { token: string; addressId: number },
      { terms, sku }: { terms: { goodsId: number }; sku: { id: number } },
      input: Record<string, unknown> = {},
    ) {
      return this.place(who.token, {
        goods_id: terms.goodsId,
        sku_id: sku.id,
        address_id: who.addressId,
        ...input,
      });
    },
    /** The leader opens a team on the goods and pays for it; answers the team id. */
    async openTeam(
      leader: { token: string; addressId: number },
      goods: { terms: { goodsId: number }; sku: { id: number } },
    ) {
      const opened = await this.placeOn(leader, goods);
      const paid = await this.pay(leader.token, opened.body.data!.order_id);
      if (paid.body.code !== 1) throw new Error(`paying the leader order failed: ${paid.body.msg}`);
      return opened.body.data!.team_id!;
    },
    pay(token: string, orderIds: number[]) {
      return call(
        t,
        orderRoutes.payment,
        { order_id: orderIds, type: 'balance', idempotency_key: key() },
        token,
      );
    },
    /** How many "Group formed" notices of the team the member has. */
    async formedNotices(token: string, teamId: number) {
      const { body } = await call(t, chatRoutes.notices, { type: 'order', page: 1 }, token);
      return body.data!.data.filter((n) => n.title === 'Group formed' && n.modules_id === teamId)
        .length;
    },
    async team(id: number) {
      return (await t.db.select().from(groupTeams).where(eq(groupTeams.id, id)))[0]!;
    },
    async order(id: number) {
      return (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    },
    async stockOf(skuId: number) {
      return (
        await t.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId))
      )[0]!.stock;
    },
  };
}
