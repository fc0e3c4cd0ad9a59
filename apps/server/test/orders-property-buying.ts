import { formatMinor } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { asc, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems } from '../src/db/schema/index.ts';
import { ensureAddress, payOrders } from './order-helpers.ts';
import type { CheckoutList, ModelOrder } from './orders-model-terms.ts';
import { compareInfo } from './orders-property-checks.ts';
import type { Op } from './orders-property-commands.ts';
import { type Run, type StepContext, outcome } from './orders-property-world.ts';
import { call } from './test-app.ts';
import { key } from './wallet-helpers.ts';

/** The buying commands of the order money property test: checkouts and payments, checked against the model. */

/** Pays `targets` as `payer` once, twice (same key / new key) or twice at once, and checks the answers against the model. */
export async function pay(
  r: Run,
  payer: number,
  targets: ModelOrder[],
  mode: 'once' | 'replay' | 'again' | 'race',
  at: string,
  note: (extra: string) => void,
): Promise<void> {
  const { w, model } = r;
  const { t } = w;
  const ids = targets.map((o) => o.id);
  const total = targets.reduce((sum, o) => sum + o.price, 0n);
  const expected = model.pay(payer, targets);
  const token = await r.buyerToken(payer);
  const firstKey = key();
  if (mode === 'race') {
    const msgs = (
      await Promise.all([payOrders(t, token, ids, firstKey), payOrders(t, token, ids, key())])
    )
      .map((x) => x.body.msg)
      .sort();
    note(`⇒ ${msgs.join(' + ')}`);
    expect(msgs, `${at}: two payments at once`).toEqual(
      expected === 'ok' ? ['ok', 'order_already_paid'].sort() : [expected, expected],
    );
  } else {
    const once = await payOrders(t, token, ids, firstKey);
    note(`⇒ ${once.body.msg}`);
    expect(once.body.msg, `${at}: pay ${ids.join(',')}`).toBe(expected);
    if (expected === 'ok')
      expect(once.body.data!.price, `${at}: amount paid`).toBe(formatMinor(total));
    const again =
      mode === 'once' ? null : await payOrders(t, token, ids, mode === 'replay' ? firstKey : key());
    // The same key replays the first answer; a new key finds the orders paid.
    if (again)
      expect(again.body.msg, `${at}: pay ${mode}`).toBe(
        mode === 'again' && expected === 'ok' ? 'order_already_paid' : expected,
      );
    if (again && mode === 'replay' && expected === 'ok')
      expect(again.body.data!.pay_no).toBe(once.body.data!.pay_no);
  }
  outcome(w, 'pay', expected);
  if (expected === 'ok') w.escrowPaidIn += total;
  for (const o of targets) await compareInfo(r, o, at);
}

/** A checkout (maybe illegal, replayed, or paid at once): refused as the model says, or one order per shop priced as the model says. */
export async function checkout(
  { r, now, at, note }: StepContext,
  step: Extract<Op, { kind: 'checkout' }>,
): Promise<void> {
  const { w, model } = r;
  const { t, skuList, shopList } = w;
  // Lines per shop in order of first appearance; an illegal variant breaks the first line.
  const lines = step.lines.map((l) => ({
    goods_id: skuList[l.sku]!.goodsId,
    sku_id: skuList[l.sku]!.skuId,
    number: l.number,
    shopId: skuList[l.sku]!.shopId,
  }));
  const first = lines[0]!;
  if (step.illegal === 'zero') first.number = 0;
  if (step.illegal === 'negative') first.number = -1;
  if (step.illegal === 'fraction') first.number = 1.5;
  if (step.illegal === 'huge') first.number = 10_000;
  if (step.illegal === 'bogusSku') first.sku_id = 2_000_000_000;
  if (step.illegal === 'wrongGoods')
    first.goods_id = skuList.find((s) => s.goodsId !== first.goods_id)!.goodsId;
  if (step.illegal === 'wrongShop')
    first.shopId = shopList.find((s) => s.shopId !== first.shopId)!.shopId;
  const lists: CheckoutList[] = [];
  for (const { shopId, ...product } of lines) {
    const list = lists.find((l) => l.shop_id === shopId);
    if (list) list.products.push(product);
    else lists.push({ shop_id: shopId, products: [product] });
  }
  const input = {
    order: {
      address_id: await ensureAddress(t, await r.buyerToken(step.buyer)),
      lists: lists.map((l) => ({ ...l, coupon_id: 0 })),
    },
    idempotency_key: key(),
  };
  const { body } = await call(t, orderRoutes.addOrder, input, await r.buyerToken(step.buyer));
  note(`⇒ ${body.code === 1 ? JSON.stringify(body.data) : body.msg}`);
  const { refusals, plans } = model.checkout(lists);
  outcome(w, 'checkout', body.msg);
  if (refusals.size > 0) expect([...refusals], `${at}: checkout refused`).toContain(body.msg);
  else {
    expect(body.msg, `${at}: checkout`).toBe('ok');
    const placed = body.data!.list;
    expect(
      placed.map((o) => o.shop_id),
      `${at}: one order per shop`,
    ).toEqual(plans.map((p) => p.shop.shopId));
    const itemRows = await t.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          placed.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    for (const [i, plan] of plans.entries()) {
      const rows = itemRows.filter((x) => x.orderId === placed[i]!.id);
      expect(
        {
          price: placed[i]!.price,
          items: rows.map((x) => ({
            sku: x.skuId,
            number: x.number,
            actual: formatMinor(x.actualMinor),
          })),
        },
        `${at}: order in ${plan.shop.owner}'s shop`,
      ).toEqual({
        price: formatMinor(plan.price),
        items: plan.lines.map((l) => ({
          sku: l.skuId,
          number: l.number,
          actual: formatMinor(l.actual),
        })),
      });
      model.place(
        step.buyer,
        plan,
        placed[i]!.id,
        rows.map((x) => x.id),
        now,
      );
    }
    // Half the time the buyer goes straight on to the cashier.
    if (step.payNow) await pay(r, step.buyer, model.orders.slice(-plans.length), 'once', at, note);
  }
  if (step.replay) {
    // The same request with the same key: the same answer, nothing placed again.
    const again = await call(t, orderRoutes.addOrder, input, await r.buyerToken(step.buyer));
    expect({ msg: again.body.msg, data: again.body.data }, `${at}: checkout replayed`).toEqual({
      msg: body.msg,
      data: body.data,
    });
  }
}
