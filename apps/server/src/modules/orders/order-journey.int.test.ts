import { identityRoutes } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { describe, expect } from 'vitest';
import {
  ensureAddress,
  payOrders,
  placeOrder,
  shipOrder,
  skuOfShop,
  stockOf,
} from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { raceIt } from '../../../test/races.ts';
import { reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import {
  balanceMinor,
  counters,
  DAY,
  demo,
  orderNotices,
  ownerOf,
  t,
  useOrdersApp,
} from './orders-test-app.ts';

useOrdersApp();

describe('the order journey', () => {
  raceIt(
    'two shops: checkout, pay, ship, confirm, review, then settlement pays each shop exactly once',
    async () => {
      // shops 4, 5 and 6 sell goods that ship; shop 6 charges 10.00 for the first piece, 2.00 for the next
      const a = await skuOfShop(t, 6, 5);
      const b = await skuOfShop(t, 4, 5, 1);
      const before = await counters();
      const noticesBefore = await orderNotices();
      const placed = await placeOrder(t, demo, [
        { goods_id: a.goods_id, sku_id: a.sku_id, number: 2 },
        { goods_id: b.goods_id, sku_id: b.sku_id, number: 1 },
      ]);
      expect(placed).toHaveLength(2);
      const byShop = new Map(placed.map((o) => [o.shop_id, o]));
      expect(byShop.get(a.shop_id)!.price).toBe(
        ((a.priceMinor * 2n + 1200n) / 100n).toString() +
          '.' +
          String((a.priceMinor * 2n + 1200n) % 100n).padStart(2, '0'),
      );
      expect((await counters()).pay).toBe(before.pay + 2);

      expect(
        (
          await payOrders(
            t,
            demo,
            placed.map((o) => o.id),
          )
        ).body.code,
      ).toBe(1);
      expect(await counters()).toMatchObject({ pay: before.pay, delive: before.delive + 2 });
      expect((await call(t, identityRoutes.refresh, {}, demo)).body.data!.statistics.order).toEqual(
        await counters(),
      );
      const tab = await call(t, orderRoutes.list, { state: 'delive', page: 1 }, demo);
      expect(tab.body.data!.data.every((o) => o.state === 2)).toBe(true);
      expect(tab.body.data!.data.map((o) => o.id)).toEqual(
        expect.arrayContaining(placed.map((o) => o.id)),
      );
      expect(
        (await call(t, orderRoutes.buyList, { page: 1 }, demo)).body.data!.data.map((g) => g.id),
      ).toEqual(expect.arrayContaining([a.goods_id, b.goods_id]));
      expect(
        (await call(t, orderRoutes.toShop, { shop_id: a.shop_id }, demo)).body.data!.map(
          (o) => o.id,
        ),
      ).toContain(byShop.get(a.shop_id)!.id);

      for (const order of placed) {
        const owner = await tokenOf(t, order.shop_id === a.shop_id ? 'shop6' : 'shop4');
        const shipped = await shipOrder(t, owner, order.id, { express_name: 'SF Express' });
        expect(shipped.body.code).toBe(1);
        expect((await shipOrder(t, owner, order.id, { express_no: 'again' })).body.msg).toBe(
          'order_state_invalid',
        );
      }
      expect(await counters()).toMatchObject({
        delive: before.delive,
        receiving: before.receiving + 2,
      });
      const track = await call(t, orderRoutes.logistics, { id: placed[0]!.id }, demo);
      expect(track.body.data!.express[0]!.status).toBe('shipped');
      expect(track.body.data!.express.length).toBe(3);

      for (const order of placed)
        expect((await call(t, orderRoutes.confirm, { id: order.id }, demo)).body.code).toBe(1);
      expect(await counters()).toMatchObject({
        receiving: before.receiving,
        evaluate: before.evaluate + 2,
      });

      for (const order of placed) {
        const info = await call(t, orderRoutes.info, { id: order.id }, demo);
        expect(info.body.data!.state).toBe(4);
        const goodsList = info.body.data!.goods.map((g) => ({
          id: g.id,
          score: 5,
          comment: 'Fast and as described',
          imgList: [],
        }));
        expect(
          (await call(t, orderRoutes.comment, { order_id: order.id, goodsList }, demo)).body.code,
        ).toBe(1);
        expect(
          (await call(t, orderRoutes.comment, { order_id: order.id, goodsList }, demo)).body.msg,
        ).toBe('review_not_allowed');
      }
      expect(await counters()).toMatchObject({
        evaluate: before.evaluate,
        whole: before.whole + 2,
      });
      const mine = await call(t, orderRoutes.myReviews, { page: 1 }, demo);
      expect(
        mine.body.data!.data.slice(0, 2).every((r) => r.order_item_id !== null && r.score === 5),
      ).toBe(true);

      // pay, ship, confirm and review each told the buyer, per order (notices are sent after commit)
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await orderNotices()) - noticesBefore).toBe(4 * placed.length);
      const owners = await Promise.all(placed.map((o) => ownerOf(o.shop_id)));
      const ownerBefore = await Promise.all(owners.map(balanceMinor));
      t.clock.advance(3 * DAY);
      expect((await t.orders.jobs.runDue()).settled).toBe(0);
      t.clock.advance(10 * DAY);
      const runs = await Promise.all([t.orders.jobs.runDue(), t.orders.jobs.runDue()]);
      const ownerAfter = await Promise.all(owners.map(balanceMinor));
      const paid = placed.map((o) => BigInt(o.price.replace('.', '')));
      console.log(
        `journey settlement: runs settled ${runs.map((r) => r.settled).join('+')}, shops credited ${ownerAfter.map((v, i) => v - ownerBefore[i]!).join(', ')} (orders ${paid.join(', ')})`,
      );
      expect(runs[0]!.settled + runs[1]!.settled).toBe(2);
      expect(ownerAfter.map((v, i) => v - ownerBefore[i]!)).toEqual(paid);
      expect((await reconciled(t)).ok).toBe(true);
    },
  );
});

describe('buyer actions', () => {
  raceIt('cancel returns stock once; delete hides; the address changes once', async () => {
    const a = await skuOfShop(t, 4, 5);
    const stock = await stockOf(t, a.sku_id);
    const [order] = await placeOrder(t, demo, [
      { goods_id: a.goods_id, sku_id: a.sku_id, number: 3 },
    ]);
    expect(await stockOf(t, a.sku_id)).toBe(stock - 3);
    const address = await ensureAddress(t, demo);
    expect(
      (await call(t, orderRoutes.editAddress, { id: order!.id, address_id: address }, demo)).body
        .code,
    ).toBe(1);
    expect(
      (await call(t, orderRoutes.editAddress, { id: order!.id, address_id: address }, demo)).body
        .msg,
    ).toBe('order_address_changed');
    const cancels = await Promise.all(
      [1, 2, 3].map(() => call(t, orderRoutes.cancel, { id: order!.id }, demo)),
    );
    expect(cancels.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(await stockOf(t, a.sku_id)).toBe(stock);
    expect((await call(t, orderRoutes.remove, { id: order!.id }, demo)).body.code).toBe(1);
    const list = await call(t, orderRoutes.list, { state: 0, page: 1 }, demo);
    expect(list.body.data!.data.some((o) => o.id === order!.id)).toBe(false);
  });

  raceIt(
    'auto-close after the window returns stock once, even with two job runs in parallel',
    async () => {
      const a = await skuOfShop(t, 5, 5);
      const stock = await stockOf(t, a.sku_id);
      const [order] = await placeOrder(t, demo, [
        { goods_id: a.goods_id, sku_id: a.sku_id, number: 2 },
      ]);
      t.clock.advance(31 * 60_000);
      const runs = await Promise.all([t.orders.jobs.runDue(), t.orders.jobs.runDue()]);
      console.log(
        `auto-close, two parallel runs: closed ${runs.map((r) => r.closed).join('+')}, stock ${stock} → ${stock - 2} → ${await stockOf(t, a.sku_id)}`,
      );
      expect(runs[0]!.closed + runs[1]!.closed).toBeGreaterThanOrEqual(1);
      expect(await stockOf(t, a.sku_id)).toBe(stock);
      expect((await call(t, orderRoutes.info, { id: order!.id }, demo)).body.data!.state).toBe(7);
      expect((await payOrders(t, demo, [order!.id])).body.msg).toBe('order_already_paid');
    },
  );
});
