import { orderRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { teamConsoleRoutes, teamRoutes } from '@cloudmall/contract/team';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { commissionReversals, goodsSkus, shopFreight } from '../../db/schema/index.ts';
import { ensureAddress, shipOrder, skuOfShop, userIdOf } from '../../../test/order-helpers.ts';
import { applied, orderRow, paidItem } from '../../../test/refund-fixtures.ts';
import { raceIt } from '../../../test/races.ts';
import { countRows } from '../../../test/rows.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { fund, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import { heldOf, invited } from './team-test-kit.ts';

let merchant: string;
let admin: string;
useTestApp({ catalog: true }, async () => {
  merchant = await tokenOf(t, 'merchant');
  admin = await tokenOf(t, 'admin');
  // shop 1's first SKU costs exactly 100.00 with free delivery
  const sku = await skuOfShop(t, 1, 5);
  await t.db.update(goodsSkus).set({ priceMinor: 10_000n }).where(eq(goodsSkus.id, sku.sku_id));
  await t.db.delete(shopFreight).where(eq(shopFreight.shopId, sku.shop_id));
});

/** A chain grand → parent → buyer; the buyer has an address and money. */
async function chain() {
  const grand = await invited(t, 'WELCOME2026', 'gr');
  const parent = await invited(t, grand.code, 'pa');
  const buyer = await invited(t, parent.code, 'bu');
  await ensureAddress(t, buyer.token);
  await fund(t, await userIdOf(t, buyer.token), 1_000_000n);
  return { grand, parent, buyer };
}

/** A 100.00 order the merchant shipped and the buyer received. */
async function receivedOrder(buyer: string) {
  const target = await paidItem(t, buyer, 1);
  expect((await orderRow(t, target.orderId)).priceMinor).toBe(10_000n);
  expect((await shipOrder(t, merchant, target.orderId)).body.code).toBe(1);
  expect((await call(t, orderRoutes.confirm, { id: target.orderId }, buyer)).body.code).toBe(1);
  return target;
}

const reversalsOf = (commissionId: number) =>
  countRows(t, commissionReversals, eq(commissionReversals.commissionId, commissionId));

describe('a completed order pays the two inviters above the buyer their rates as held income', () => {
  it('order 100.00 at 5 % and 2 % holds 5.00 and 2.00; a 40.00 refund takes back 2.00 and 0.80 once', async () => {
    const { grand, parent, buyer } = await chain();
    const target = await receivedOrder(buyer.token);
    expect(await heldOf(t, parent.id)).toBe('5.00');
    expect(await heldOf(t, grand.id)).toBe('2.00');
    const page = await call(t, teamRoutes.commissions, {}, parent.token);
    expect(page.body.data!.data[0]).toMatchObject({
      order_id: target.orderId,
      level: 1,
      amount: '5.00',
      base: '100.00',
      state: 'credited',
      released: false,
    });
    const summary = await call(t, teamRoutes.distribution, {}, grand.token);
    expect(summary.body.data).toMatchObject({ held: '2.00', released: '0.00', level2: 1 });

    const refundId = await applied(t, buyer.token, target, { type: 0, money: '40.00' });
    expect((await call(t, shopRefundRoutes.agree, { id: refundId }, merchant)).body.code).toBe(1);
    console.log(
      `after 40.00 refund: parent held ${await heldOf(t, parent.id)}, grand held ${await heldOf(t, grand.id)}`,
    );
    expect(await heldOf(t, parent.id)).toBe('3.00');
    expect(await heldOf(t, grand.id)).toBe('1.20');

    // replays of the refund's completion change nothing
    const replay = { refundId, orderId: target.orderId, amountMinor: 4000n };
    await inTransaction(t.db, (trx) => t.team.commissions.reverse(trx, replay));
    await inTransaction(t.db, (trx) => t.team.commissions.reverse(trx, replay));
    expect(await heldOf(t, parent.id)).toBe('3.00');
    expect(await heldOf(t, grand.id)).toBe('1.20');
    const listed = await call(
      t,
      teamConsoleRoutes.commissions,
      { order_id: target.orderId },
      admin,
    );
    expect(listed.body.data!.data.map((row) => [row.level, row.amount, row.reversed])).toEqual([
      [2, '2.00', '0.80'],
      [1, '5.00', '2.00'],
    ]);
    for (const row of listed.body.data!.data) expect(await reversalsOf(row.id)).toBe(1);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('a member with no inviter pays no commission; the rates come from the setting', async () => {
    const alone = await invited(t, 'WELCOME2026', 'al');
    await ensureAddress(t, alone.token);
    await fund(t, alone.id, 1_000_000n);
    await receivedOrder(alone.token);
    expect(await heldOf(t, alone.id)).toBe('0.00');

    await t.settings.set('team.commission', { level1Rate: 1000, level2Rate: 0 });
    const { grand, parent, buyer } = await chain();
    await receivedOrder(buyer.token);
    expect(await heldOf(t, parent.id)).toBe('10.00');
    expect(await heldOf(t, grand.id)).toBe('0.00');
    await t.settings.set('team.commission', { level1Rate: 500, level2Rate: 200 });
  });

  it('a refund after the hold was released takes nothing back: the commission stays', async () => {
    const { parent, buyer } = await chain();
    const target = await receivedOrder(buyer.token);
    const refundId = await applied(t, buyer.token, target, { type: 0, money: '40.00' });
    t.clock.advance(16 * 86_400_000);
    await t.wallet.income.releaseDue();
    expect(await heldOf(t, parent.id)).toBe('0.00');
    expect((await call(t, shopRefundRoutes.agree, { id: refundId }, merchant)).body.code).toBe(1);
    const page = await call(t, teamRoutes.commissions, {}, parent.token);
    expect(page.body.data!.data[0]).toMatchObject({
      amount: '5.00',
      reversed: '0.00',
      released: true,
    });
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});

describe('a refund reverses a held commission exactly once', () => {
  raceIt('parallel agreements and replays of one refund reverse it once', async () => {
    const { grand, parent, buyer } = await chain();
    const target = await receivedOrder(buyer.token);
    const refundId = await applied(t, buyer.token, target, { type: 0, money: '40.00' });
    const agreed = await Promise.all(
      Array.from({ length: 4 }, () => call(t, shopRefundRoutes.agree, { id: refundId }, merchant)),
    );
    expect(agreed.filter((r) => r.body.code === 1)).toHaveLength(1);
    const replay = { refundId, orderId: target.orderId, amountMinor: 4000n };
    await Promise.all(
      Array.from({ length: 4 }, () =>
        inTransaction(t.db, (trx) => t.team.commissions.reverse(trx, replay)),
      ),
    );
    expect(await heldOf(t, parent.id)).toBe('3.00');
    expect(await heldOf(t, grand.id)).toBe('1.20');
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });
});
