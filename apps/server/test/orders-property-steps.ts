import { formatMinor } from '@cloudmall/contract';
import { orderRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { expect } from 'vitest';
import type { ModelOrder } from './orders-model-terms.ts';
import { checkout, pay } from './orders-property-buying.ts';
import { compareInfo } from './orders-property-checks.ts';
import { BUYERS, type Op } from './orders-property-commands.ts';
import {
  count,
  jumpAndRunJobs,
  outcome,
  ownerToken,
  type Run,
  session,
  type StepContext,
} from './orders-property-world.ts';
import { call } from './test-app.ts';
import { fund } from './wallet-helpers.ts';

/**
 * The runner's step handlers of the order money property test, one per command kind: each runs its
 * command through the API and the model and checks the answer. A handler returns false when the
 * command found nothing to act on (then the runner skips the after-step comparison).
 */

type Step<K extends Op['kind']> = Extract<Op, { kind: K }>;
/** Cancel, confirm and ship share one shape: an order pick, and whether someone else tries it. */
type PickStep = Extract<Op, { pick: number; other: boolean }>;

/** Runs command `n` of the run; false when it was skipped. */
export async function runStep(r: Run, step: Op, n: number): Promise<boolean> {
  const { w, model, log } = r;
  const now = w.t.clock.now().getTime();
  const at = `run ${r.number} command ${n}`;
  /** Seven picks in ten aim at an order the command can act on (when there is one); the others take any order of the run. */
  const pickOrder = (pick: number, fits: (o: ModelOrder) => boolean) => {
    const aimed = pick % 10 < 7 ? model.orders.filter(fits) : [];
    const from = aimed.length > 0 ? aimed : model.orders;
    return from.length ? from[Math.floor(pick / 10) % from.length]! : null;
  };
  const note = (extra: string) => log.push(`#${n} ${JSON.stringify(step)} ${extra}`);
  count(w, 'commands');
  const c: StepContext = { r, n, now, at, pickOrder, note };
  switch (step.kind) {
    case 'checkout':
      await checkout(c, step);
      return true;
    case 'pay':
      return payStep(c, step);
    case 'cancel':
    case 'confirm':
      return cancelOrConfirm(c, step);
    case 'ship':
      return ship(c, step);
    case 'review':
      return review(c, step);
    case 'refund':
      return refund(c, step);
    case 'agree':
      return agree(c, step);
    case 'wait':
      note('');
      await jumpAndRunJobs(w, step.minutes, model, step.parallel);
      return true;
    case 'fund':
      note('');
      await fund(w.t, r.members[step.buyer]!.id, BigInt(step.cents));
      model.balances[step.buyer]! += BigInt(step.cents);
      return true;
  }
}

/** An aimed payment is made by the buyer of an unpaid order (plus maybe another of theirs); otherwise by `buyer`, for any orders. */
async function payStep({ r, at, pickOrder, note }: StepContext, step: Step<'pay'>) {
  const first = pickOrder(step.picks[0]!, (o) => o.state === 1);
  if (!first || (step.picks[0]! % 10 < 7 && first.state !== 1)) return false;
  const payer = step.picks[0]! % 10 < 7 && first.state === 1 ? first.buyer : step.buyer;
  const targets = [
    ...new Set([
      first,
      ...step.picks.slice(1).map((p) => pickOrder(p, (o) => o.buyer === payer && o.state === 1)!),
    ]),
  ];
  await pay(r, payer, targets, step.mode, at, note);
  return true;
}

async function cancelOrConfirm({ r, now, at, pickOrder, note }: StepContext, step: PickStep) {
  const o = pickOrder(step.pick, (x) => x.state === (step.kind === 'cancel' ? 1 : 3));
  if (!o) return false;
  const as = step.other ? (o.buyer + 1) % BUYERS : o.buyer;
  const { body } = await call(
    r.w.t,
    step.kind === 'cancel' ? orderRoutes.cancel : orderRoutes.confirm,
    { id: o.id },
    await r.buyerToken(as),
  );
  note(`⇒ ${body.msg}`);
  const expected = step.kind === 'cancel' ? r.model.cancel(as, o) : r.model.confirm(as, o, now);
  expect(body.msg, `${at}: ${step.kind}`).toBe(expected);
  outcome(r.w, step.kind, expected);
  return true;
}

async function ship({ r, now, at, pickOrder, note }: StepContext, step: PickStep) {
  const { w } = r;
  const o = pickOrder(step.pick, (x) => x.state === 2);
  if (!o) return false;
  const { body } = await call(
    w.t,
    orderRoutes.ship,
    { id: o.id, express_name: 'SF Express', express_no: `SF${o.id}` },
    step.other ? await session(w, w.outsiderName) : await ownerToken(w, o.shop),
  );
  note(`⇒ ${body.msg}`);
  const expected = r.model.ship(step.other, o, now);
  expect(body.msg, `${at}: ship`).toBe(expected);
  outcome(w, 'ship', expected);
  return true;
}

/** Reviewing completes a received order inside its after-sale window (4 → 6): still refundable, settled later. */
async function review({ r, at, pickOrder, note }: StepContext, step: Step<'review'>) {
  const o = pickOrder(step.pick, (x) => x.state === 4);
  if (!o) return false;
  const goodsList = o.items.map((i) => ({
    id: i.id,
    score: 5,
    comment: 'As described',
    imgList: [],
  }));
  const { body } = await call(
    r.w.t,
    orderRoutes.comment,
    { order_id: o.id, goodsList },
    await r.buyerToken(o.buyer),
  );
  note(`⇒ ${body.msg}`);
  const expected = r.model.review(o);
  expect(body.msg, `${at}: review`).toBe(expected);
  outcome(r.w, 'review', expected);
  return true;
}

async function refund({ r, now, at, pickOrder, note }: StepContext, step: Step<'refund'>) {
  const { w, model } = r;
  const o = pickOrder(
    step.pick,
    (x) => x.paid && x.state !== 7 && !x.settled && x.items.some((i) => i.refund === 'none'),
  );
  if (!o) return false;
  const free = step.item % 10 < 7 ? o.items.filter((i) => i.refund === 'none') : [];
  const item = (free.length ? free : o.items)[
    Math.floor(step.item / 10) % (free.length || o.items.length)
  ]!;
  const part = (item.actual * BigInt(step.permille)) / 1000n;
  const amount = part < 1n ? 1n : part;
  const as = step.other ? (o.buyer + 1) % BUYERS : o.buyer;
  const expected = model.applyRefusal(as, o, item, amount, now);
  const applied = await call(
    w.t,
    refundRoutes.addApply,
    {
      order_id: o.id,
      goods: item.id,
      money: formatMinor(amount),
      type: 0,
      reason: 4,
      refund_content: 'property test',
    },
    await r.buyerToken(as),
  );
  let extra = `⇒ apply ${formatMinor(amount)} of ${formatMinor(item.actual)}: ${applied.body.msg}`;
  expect(
    applied.body.msg,
    `${at}: refund of ${formatMinor(amount)} on an item of ${formatMinor(item.actual)}`,
  ).toBe(expected);
  outcome(w, 'refund', expected);
  if (expected === 'ok') {
    const refund = model.apply(applied.body.data as number, o, item, amount, now);
    if (step.agree !== 'later') {
      const agreed = await call(
        w.t,
        shopRefundRoutes.agree,
        { id: refund.id },
        step.agree === 'otherShop' ? await session(w, w.outsiderName) : await ownerToken(w, o.shop),
      );
      extra += `, agree: ${agreed.body.msg}`;
      expect(agreed.body.msg, `${at}: the merchant agrees`).toBe(
        step.agree === 'otherShop' ? 'refund_not_found' : 'ok',
      );
      if (step.agree === 'now') model.completeRefund(refund);
    }
  }
  note(extra);
  await compareInfo(r, o, at);
  return true;
}

async function agree({ r, at, note }: StepContext, step: Step<'agree'>) {
  const { w, model } = r;
  const open = step.pick % 10 < 7 ? model.refunds.filter((x) => x.state === 0) : [];
  const refund = (open.length ? open : model.refunds)[
    Math.floor(step.pick / 10) % (open.length || model.refunds.length || 1)
  ];
  if (!refund) return false;
  const token = await ownerToken(w, refund.order.shop);
  const msgs = (
    await Promise.all(
      Array.from({ length: step.twice ? 2 : 1 }, () =>
        call(w.t, shopRefundRoutes.agree, { id: refund.id }, token),
      ),
    )
  )
    .map((a) => a.body.msg)
    .sort();
  note(`⇒ ${msgs.join(' + ')}`);
  const expected = refund.state === 0 ? 'ok' : 'refund_state_invalid';
  // Agreed twice at once: one refund, the other finds it no longer applied.
  expect(msgs, `${at}: agree refund ${refund.id}`).toEqual(
    step.twice ? [expected, 'refund_state_invalid'].sort() : [expected],
  );
  if (expected === 'ok') model.completeRefund(refund);
  outcome(w, 'agree', expected);
  return true;
}
