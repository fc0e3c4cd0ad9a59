import { refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { raceIt } from '../../../test/races.ts';
import { balanceOf, reconciled } from '../../../test/wallet-helpers.ts';
import {
  applied,
  apply,
  creditsOf,
  DAY,
  events,
  itemRow,
  paidItem,
  refundRow,
  shipReturn,
} from '../../../test/refund-fixtures.ts';
import { buyer, merchant, t, toMinor, useRefundsApp } from './refunds-test-app.ts';

useRefundsApp();

const days = async (key: 'refundAutoAgreeDays' | 'returnShipDays' | 'returnReceiveDays') =>
  (await t.settings.get('orders.aftersale'))[key] * DAY;

describe('parallel completions', () => {
  raceIt(
    '20 merchant agrees and 20 job runs on one due request credit the buyer exactly once',
    async () => {
      const target = await paidItem(t, buyer);
      const before = await balanceOf(t, buyer);
      const id = await applied(t, buyer, target, { type: 0 });
      t.clock.advance((await days('refundAutoAgreeDays')) + 1000);

      const results = await Promise.all([
        ...Array.from({ length: 20 }, () =>
          call(t, shopRefundRoutes.agree, { id }, merchant).then((r) =>
            r.body.code === 1 ? 'agreed' : r.body.msg,
          ),
        ),
        ...Array.from({ length: 20 }, () =>
          t.refunds.jobs.runDue().then((n) => (n > 0 ? 'job' : 'job-idle')),
        ),
      ]);
      const tally = results.reduce<Record<string, number>>(
        (acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }),
        {},
      );
      const after = await balanceOf(t, buyer);
      const credits = await creditsOf(t, id);
      console.log(
        `parallel completions: ${JSON.stringify(tally)}; credits for refund ${id}: ${credits}; balance ${before} -> ${after} (paid ${target.paid})`,
      );
      expect(credits).toBe(1);
      expect((tally.agreed ?? 0) + (tally.job ?? 0)).toBe(1);
      expect(
        Object.keys(tally).every((k) =>
          ['agreed', 'job', 'job-idle', 'refund_state_invalid'].includes(k),
        ),
      ).toBe(true);
      expect(toMinor(after) - toMinor(before)).toBe(target.paidMinor);
      expect(await refundRow(t, id)).toMatchObject({ state: 4 });
      expect(await reconciled(t)).toMatchObject({ ok: true });
    },
  );
});

describe('more parallel calls', () => {
  raceIt('20 merchant receipts racing 20 job runs on a shipped return credit once', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target, { type: 1 });
    await call(t, shopRefundRoutes.agree, { id }, merchant);
    await shipReturn(t, buyer, id);
    t.clock.advance((await days('returnReceiveDays')) + 1000);
    const merchants = Array.from({ length: 20 }, () =>
      call(t, shopRefundRoutes.receive, { id }, merchant).then((r) =>
        r.body.code === 1 ? 'received' : r.body.msg,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const jobs = Array.from({ length: 20 }, () =>
      t.refunds.jobs.runDue().then((n) => (n > 0 ? 'job' : 'job-idle')),
    );
    const results = await Promise.all([...merchants, ...jobs]);
    const tally = results.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }),
      {},
    );
    console.log(
      `receive race: ${JSON.stringify(tally)}; credits for refund ${id}: ${await creditsOf(t, id)}`,
    );
    expect(await creditsOf(t, id)).toBe(1);
    expect((tally.received ?? 0) + (tally.job ?? 0)).toBe(1);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  raceIt('20 parallel requests on one item make one request', async () => {
    const target = await paidItem(t, buyer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        apply(t, buyer, target, { reason: 1 }).then((r) =>
          r.body.code === 1 ? 'created' : r.body.msg,
        ),
      ),
    );
    const tally = results.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }),
      {},
    );
    console.log(`parallel requests on one item: ${JSON.stringify(tally)}`);
    expect(tally).toEqual({ created: 1, refund_item_unavailable: 19 });
    // withdrawn, so the jobs below only see their own requests
    const [created] = (await call(t, refundRoutes.refundList, {}, buyer)).body.data!.data;
    expect((await call(t, refundRoutes.closeRefund, { id: created!.id }, buyer)).body.code).toBe(1);
  });
});

describe('refund jobs', () => {
  it('an untreated refund-only request is refunded after refundAutoAgreeDays; a return is agreed', async () => {
    const only = await paidItem(t, buyer);
    const ret = await paidItem(t, buyer, 1, 1);
    const before = await balanceOf(t, buyer);
    const onlyId = await applied(t, buyer, only, { type: 0 });
    const retId = await applied(t, buyer, ret, { type: 1 });
    t.clock.advance((await days('refundAutoAgreeDays')) - 60_000);
    await t.refunds.jobs.runDue();
    expect((await refundRow(t, onlyId)).state).toBe(0);
    t.clock.advance(120_000);
    await t.refunds.jobs.runDue();
    expect(await refundRow(t, onlyId)).toMatchObject({ state: 4 });
    expect(await refundRow(t, retId)).toMatchObject({ state: 1 });
    expect(await events(t, onlyId)).toEqual(['0:applied', '3:auto_agreed']);
    expect(toMinor(await balanceOf(t, buyer)) - toMinor(before)).toBe(only.paidMinor);
    expect(await creditsOf(t, retId)).toBe(0);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('an agreed return not shipped within returnShipDays closes; nothing moves', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target, { type: 1 });
    await call(t, shopRefundRoutes.agree, { id }, merchant);
    t.clock.advance((await days('returnShipDays')) + 1000);
    await t.refunds.jobs.runDue();
    expect(await refundRow(t, id)).toMatchObject({ state: 5 });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 4 });
    expect(await creditsOf(t, id)).toBe(0);
  });

  it('a shipped return the shop does not receive within returnReceiveDays is refunded', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target, { type: 1 });
    await call(t, shopRefundRoutes.agree, { id }, merchant);
    await shipReturn(t, buyer, id);
    const before = await balanceOf(t, buyer);
    t.clock.advance((await days('returnReceiveDays')) + 1000);
    await t.refunds.jobs.runDue();
    await t.refunds.jobs.runDue();
    expect(await refundRow(t, id)).toMatchObject({ state: 4 });
    expect(toMinor(await balanceOf(t, buyer)) - toMinor(before)).toBe(target.paidMinor);
    expect(await creditsOf(t, id)).toBe(1);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('a refused request the buyer leaves alone closes after returnShipDays, so the shop can be paid', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'No' }, merchant);
    t.clock.advance((await days('returnShipDays')) + 1000);
    await t.refunds.jobs.runDue();
    expect(await refundRow(t, id)).toMatchObject({ state: 5 });
  });
});
