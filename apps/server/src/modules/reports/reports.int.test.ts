import { reportRoutes } from '@cloudmall/contract/reports';
import { describe, expect, it } from 'vitest';
import { t } from '../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../test/admin-helpers.ts';
import { placePaidOrder, skuOfShop } from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { fund, newMember } from '../../../test/wallet-helpers.ts';

useTestAppWithAdmin({ catalog: true });

describe('the daily report', () => {
  it("counts a paid order's price in the day's sales and the buyer among the day's new members", async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const today = async () =>
      (await call(t, reportRoutes.daily, { from: day, to: day }, admin)).body.data!.days[0]!;
    const before = await today();
    const buyer = await newMember(t, 'reportbuyer');
    await fund(t, buyer.id, 1_000_000n);
    const line = await skuOfShop(t, 2, 2);
    const [order] = await placePaidOrder(t, buyer.token, [
      { goods_id: line.goods_id, sku_id: line.sku_id, number: 2 },
    ]);
    const after = await today();
    expect(after.orders).toBe(before.orders + 1);
    expect(Number(after.sales) - Number(before.sales)).toBeCloseTo(Number(order!.price), 2);
    expect(after.new_members).toBe(before.new_members + 1);
  });
});
