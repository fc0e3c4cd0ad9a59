import { formatMinor } from '@cloudmall/contract';
import { refundConsoleRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { balanceOf, reconciled } from '../../../test/wallet-helpers.ts';
import {
  applied,
  creditsOf,
  events,
  itemRow,
  paidItem,
  refundRow,
} from '../../../test/refund-fixtures.ts';
import { admin, buyer, merchant, t, toMinor, useRefundsApp } from './refunds-test-app.ts';

useRefundsApp();

describe('refused ⇒ arbitration', () => {
  it('the buyer can ask the platform only after a refusal; the admin agreeing refunds, audited', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    expect((await call(t, refundRoutes.arbitrationRefund, { id }, buyer)).body.msg).toBe(
      'refund_state_invalid',
    );
    expect(
      (await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'Item was used' }, merchant))
        .body.code,
    ).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({ state: 2, refuseContent: 'Item was used' });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 5 });
    expect((await call(t, refundRoutes.arbitrationRefund, { id }, buyer)).body.code).toBe(1);
    expect(
      (await call(t, refundConsoleRoutes.list, { state: 3 }, await admin())).body.data?.data.map(
        (r) => r.id,
      ),
    ).toContain(id);
    expect((await call(t, refundConsoleRoutes.agree, { id }, merchant)).status).toBe(403);

    const before = await balanceOf(t, buyer);
    expect((await call(t, refundConsoleRoutes.agree, { id }, await admin())).body.code).toBe(1);
    expect(toMinor(await balanceOf(t, buyer)) - toMinor(before)).toBe(target.paidMinor);
    expect(await events(t, id)).toEqual([
      '0:applied',
      '1:refused',
      '0:arbitration',
      '2:platform_agreed',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `refund:${id}`))
      .orderBy(auditLog.id);
    // the shop's refusal and the platform's decision are both audited
    expect(audits.map((a) => a.action)).toEqual([
      'refund.shop.refused',
      'refund.arbitration.agreed',
    ]);
    expect(await reconciled(t)).toMatchObject({ ok: true });
  });

  it('the platform refusing closes the request and moves nothing', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'No' }, merchant);
    await call(t, refundRoutes.arbitrationRefund, { id }, buyer);
    const before = await balanceOf(t, buyer);
    expect(
      (
        await call(
          t,
          refundConsoleRoutes.refuse,
          { id, refuse_content: 'Photos show no defect' },
          await admin(),
        )
      ).body.code,
    ).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({ state: 5 });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 4 });
    expect(await balanceOf(t, buyer)).toBe(before);
    expect(await creditsOf(t, id)).toBe(0);
  });

  it('editing a refused request puts it back to applied with the new fields', async () => {
    const target = await paidItem(t, buyer);
    const id = await applied(t, buyer, target);
    await call(t, shopRefundRoutes.refuse, { id, refuse_content: 'Too much' }, merchant);
    const edit = await call(
      t,
      refundRoutes.editRefund,
      { id, money: '0.01', type: 0, reason: 3, expressType: 0, images: [], refund_content: 'Half' },
      buyer,
    );
    expect(edit.body.code).toBe(1);
    expect(await refundRow(t, id)).toMatchObject({
      state: 0,
      amountMinor: 1n,
      reason: 3,
      content: 'Half',
    });
    expect(await itemRow(t, target.itemId)).toMatchObject({ refundStatus: 1 });
    const tooMuch = await call(
      t,
      refundRoutes.editRefund,
      { id, money: formatMinor(target.paidMinor + 1n), type: 0, reason: 3 },
      buyer,
    );
    expect(tooMuch.body.msg).toBe('refund_amount_exceeded');
  });
});
