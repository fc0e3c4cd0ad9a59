/**
 * The in-memory model of the order money paths (docs/buying-design.md) that
 * `modules/orders/orders.property.int.test.ts` runs against the real API. Pure: no database, no clock;
 * each method answers what the server must answer (`'ok'` or the message key) or applies an effect.
 */
import {
  TIMING,
  freightOf,
  type ModelShop,
  type ModelSku,
  type ModelItem,
  type ModelOrder,
  type ModelRefund,
  type ShopPlan,
  type CheckoutList,
} from './orders-model-terms.ts';

const legalNumber = (n: number, max = 9999) => Number.isInteger(n) && n >= 1 && n <= max;

export class OrdersModel {
  orders: ModelOrder[] = [];
  refunds: ModelRefund[] = [];
  counts = {
    placed: 0,
    paid: 0,
    shipped: 0,
    received: 0,
    reviewed: 0,
    refunded: 0,
    autoRefunded: 0,
    settled: 0,
    closedUnpaid: 0,
    closedByRefund: 0,
  };

  constructor(
    readonly shops: ModelShop[],
    readonly skus: ModelSku[],
    /** Per buyer (index), minor units. */
    readonly balances: bigint[],
    /** Per shop owner user id. */
    readonly ownerBalances: Map<number, bigint>,
    /** Per SKU (index in `skus`). */
    readonly stocks: number[],
    readonly sales: number[],
    public escrow: bigint,
  ) {}

  private at = (skuId: number) => this.skus.findIndex((s) => s.skuId === skuId);

  /**
   * A checkout: every message key some broken rule would give (the server answers one of them, the
   * first it meets), or none and the orders it places, one per shop list in order.
   */
  checkout(lists: CheckoutList[]): { refusals: Set<string>; plans: ShopPlan[] } {
    const refusals = new Set<string>();
    const plans: ShopPlan[] = [];
    for (const list of lists) {
      if (list.products.some((p) => !legalNumber(p.number))) refusals.add('quantity_illegal');
      const merged = new Map<number, { goodsId: number; number: number }>();
      for (const p of list.products) {
        const seen = merged.get(p.sku_id);
        if (seen && seen.goodsId !== p.goods_id) refusals.add('sku_not_found');
        merged.set(p.sku_id, {
          goodsId: seen?.goodsId ?? p.goods_id,
          number: (seen?.number ?? 0) + p.number,
        });
      }
      const lines: Array<{ skuId: number; number: number; unit: bigint; ships: boolean }> = [];
      for (const [skuId, line] of merged) {
        const sku = this.skus[this.at(skuId)];
        if (!sku || sku.goodsId !== line.goodsId || sku.shopId !== list.shop_id)
          refusals.add('sku_not_found');
        if (!sku) continue;
        const stock = this.stocks[this.at(skuId)]!;
        if (stock <= 0) refusals.add('out_of_stock');
        else if (!legalNumber(line.number, Math.min(stock, 9999))) refusals.add('quantity_illegal');
        lines.push({ skuId, number: line.number, unit: sku.priceMinor, ships: sku.ships });
      }
      if (refusals.size > 0) continue;
      const shop = this.shops.find((s) => s.shopId === list.shop_id)!;
      // Only goods that ship are charged freight (virtual goods carry 0 and are left out of the rule).
      const shipped = freightOf(
        shop.rule,
        lines.filter((l) => l.ships).map((l) => l.number),
      );
      let next = 0;
      const priced = lines.map((l) => ({
        skuId: l.skuId,
        number: l.number,
        actual: l.unit * BigInt(l.number) + (l.ships ? shipped[next++]! : 0n),
      }));
      plans.push({ shop, lines: priced, price: priced.reduce((sum, l) => sum + l.actual, 0n) });
    }
    return { refusals, plans: refusals.size > 0 ? [] : plans };
  }

  place(buyer: number, plan: ShopPlan, orderId: number, itemIds: number[], now: number): void {
    for (const l of plan.lines) this.stocks[this.at(l.skuId)]! -= l.number;
    this.orders.push({
      id: orderId,
      buyer,
      shop: plan.shop,
      price: plan.price,
      state: 1,
      createdAt: now,
      shippedAt: null,
      receivedAt: null,
      paid: false,
      refunded: 0n,
      settled: false,
      items: plan.lines.map((l, k) => ({
        id: itemIds[k]!,
        skuId: l.skuId,
        actual: l.actual,
        refund: 'none',
      })),
      lines: plan.lines.map((l) => ({ skuId: l.skuId, number: l.number })),
    });
    this.counts.placed += 1;
  }

  /** All the orders or none: each must be the payer's and unpaid, and the balance must cover the total. */
  pay(payer: number, targets: ModelOrder[]): string {
    const total = targets.reduce((sum, o) => sum + o.price, 0n);
    if (targets.some((o) => o.buyer !== payer || o.state !== 1)) return 'order_already_paid';
    if (this.balances[payer]! < total) return 'insufficient_balance';
    this.balances[payer]! -= total;
    this.escrow += total;
    for (const o of targets) {
      o.state = 2;
      o.paid = true;
      for (const line of o.lines) this.sales[this.at(line.skuId)]! += line.number;
    }
    this.counts.paid += targets.length;
    return 'ok';
  }

  private closeUnpaid(o: ModelOrder): void {
    o.state = 7;
    for (const line of o.lines) this.stocks[this.at(line.skuId)]! += line.number;
  }

  cancel(as: number, o: ModelOrder): string {
    if (as !== o.buyer) return 'order_not_found';
    if (o.state !== 1) return 'order_state_invalid';
    this.closeUnpaid(o);
    return 'ok';
  }

  ship(byOtherShop: boolean, o: ModelOrder, now: number): string {
    if (byOtherShop) return 'not_found';
    if (o.state !== 2) return 'order_state_invalid';
    o.state = 3;
    o.shippedAt = now;
    this.counts.shipped += 1;
    return 'ok';
  }

  confirm(as: number, o: ModelOrder, now: number): string {
    if (as !== o.buyer) return 'order_not_found';
    if (o.state !== 3) return 'order_state_invalid';
    o.state = 4;
    o.receivedAt = now;
    this.counts.received += 1;
    return 'ok';
  }

  review(o: ModelOrder): string {
    if (o.state !== 4) return 'review_not_allowed';
    o.state = 6;
    this.counts.reviewed += 1;
    return 'ok';
  }

  /** A refund request on an item: paid, open order, item free, inside the window, at most the item's ceiling. */
  applyRefusal(as: number, o: ModelOrder, item: ModelItem, amount: bigint, now: number): string {
    if (as !== o.buyer) return 'order_not_found';
    if (!o.paid) return 'order_not_paid';
    if (o.state === 7) return 'order_state_invalid';
    if (item.refund !== 'none') return 'refund_item_unavailable';
    if (o.settled || (o.receivedAt !== null && now > o.receivedAt + TIMING.afterSale))
      return 'refund_period_over';
    const promised = this.refunds
      .filter((r) => r.order === o && r.state === 0 && r.item !== item)
      .reduce((sum, r) => sum + r.amount, 0n);
    const left = o.price - o.refunded - promised;
    const ceiling = left < item.actual ? (left > 0n ? left : 0n) : item.actual;
    return amount > ceiling ? 'refund_amount_exceeded' : 'ok';
  }

  apply(id: number, o: ModelOrder, item: ModelItem, amount: bigint, now: number): ModelRefund {
    const refund = { id, order: o, item, amount, state: 0, updatedAt: now };
    this.refunds.push(refund);
    item.refund = 'open';
    return refund;
  }

  /** The buyer is credited from escrow once; the order closes when every item is refunded and refunded = price. */
  completeRefund(refund: ModelRefund): void {
    const o = refund.order;
    refund.state = 4;
    refund.item.refund = 'refunded';
    o.refunded += refund.amount;
    this.balances[o.buyer]! += refund.amount;
    this.escrow -= refund.amount;
    this.counts.refunded += 1;
    if (
      [2, 3, 4].includes(o.state) &&
      o.items.every((i) => i.refund === 'refunded') &&
      o.refunded >= o.price
    ) {
      o.state = 7;
      this.counts.closedByRefund += 1;
    }
  }

  /** `orders.jobs.runDue()` (auto-close, auto-confirm, auto-review, settlement) then `refunds.jobs.runDue()` (auto-agree) at `now`. */
  jobs(now: number): void {
    for (const o of this.orders) {
      if (o.state === 1 && o.createdAt < now - TIMING.autoClose) {
        this.closeUnpaid(o);
        this.counts.closedUnpaid += 1;
      }
    }
    for (const o of this.orders) {
      if (o.state === 3 && o.shippedAt! < now - TIMING.autoConfirm) {
        o.state = 4;
        o.receivedAt = now;
      }
    }
    for (const o of this.orders)
      if (o.state === 4 && o.receivedAt! < now - TIMING.autoReview) o.state = 6;
    for (const o of this.orders) {
      const open = this.refunds.some((r) => r.order === o && r.state === 0);
      if (
        (o.state === 4 || o.state === 6) &&
        !o.settled &&
        o.receivedAt! < now - TIMING.afterSale &&
        !open
      ) {
        o.settled = true;
        const owed = o.price - o.refunded;
        this.ownerBalances.set(o.shop.ownerId, this.ownerBalances.get(o.shop.ownerId)! + owed);
        this.escrow -= owed;
        this.counts.settled += 1;
      }
    }
    for (const r of this.refunds) {
      if (r.state === 0 && r.updatedAt < now - TIMING.refundAutoAgree) {
        this.completeRefund(r);
        this.counts.autoRefunded += 1;
      }
    }
  }

  /** Paid into escrow − refunded out of it − settled out of it, over this model's orders. */
  escrowFlow(): bigint {
    const paidIn = this.orders.filter((o) => o.paid).reduce((sum, o) => sum + o.price, 0n);
    const refundedOut = this.orders.reduce((sum, o) => sum + o.refunded, 0n);
    const settledOut = this.orders
      .filter((o) => o.settled)
      .reduce((sum, o) => sum + o.price - o.refunded, 0n);
    return paidIn - refundedOut - settledOut;
  }
}
