import { couponRoutes, merchantCouponRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditsOfRow } from '../../../test/admin-helpers.ts';
import { coupons } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { newMember, tokenOf } from '../../../test/wallet-helpers.ts';
import { demo, shop1, t, useCouponsApp } from './coupons-test-app.ts';

useCouponsApp();

const amountOff = {
  type: 'reduction',
  name: 'Ten off fifty',
  price: '10',
  limit: '50',
  pre_type: 'appoint',
  validity: 7,
  drawlimit: 1,
  grant: 100,
  content: 'For the spring sale',
};

/** One app login of the merchant per file (a new login ends the previous app session). */
let merchantToken: string | undefined;
const merchantOf = async () => (merchantToken ??= await tokenOf(t, 'merchant'));

const create = async (input: Record<string, unknown> = amountOff) =>
  (await call(t, merchantCouponRoutes.create, input, await merchantOf())).body;

const auditsOf = (id: number) => auditsOfRow(t, 'coupon', id);

describe('a merchant runs its shop’s coupons', () => {
  it('creates a coupon a member claims at once; the list shows claimed and used counts; audited', async () => {
    const created = await create();
    expect(created.data).toMatchObject({ price: '10.00', limit: '50.00', state: 'active' });
    const id = created.data!.id;
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ shopId: shop1, priceMinor: 1000n, limitMinor: 5000n });
    expect((await call(t, couponRoutes.receive, { id }, demo)).body.code).toBe(1);
    const list = await call(
      t,
      merchantCouponRoutes.list,
      { state: 'active', type: 'reduction', name: 'ten off' },
      await merchantOf(),
    );
    expect(list.body.data!.data.find((c) => c.id === id)).toMatchObject({ granted: 1, used: 0 });
    expect(list.body.data!.data.every((c) => c.type === 'reduction')).toBe(true);
    expect(await auditsOf(id)).toMatchObject([{ action: 'merchant.coupon.create', before: null }]);
  });

  it('a discount and a dated free-shipping coupon need their rate and dates', async () => {
    const now = Math.floor(Date.now() / 1000);
    const discount = await create({
      ...amountOff,
      type: 'discount',
      price: undefined,
      discount: 85,
    });
    expect(discount.data).toMatchObject({ type: 'discount', discount: 85 });
    const dated = { ...amountOff, type: 'shipping', price: undefined, pre_type: 'fixed' };
    expect((await create({ ...dated, startdate: now, enddate: now + 86_400 })).code).toBe(1);
    for (const bad of [
      { ...amountOff, price: undefined },
      { ...amountOff, type: 'discount', price: undefined },
      { ...amountOff, price: '60' },
      { ...dated, startdate: now, enddate: now - 1 },
      { ...amountOff, validity: undefined },
      { ...amountOff, grant: 0 },
      { ...amountOff, shop_id: 2 },
    ])
      expect((await create(bad)).msg).toBe('validation_failed');
  });

  it('once claimed, the money terms stay; the name and total (not below claimed) change; ending stops claims', async () => {
    const merchant = await merchantOf();
    const id = (await create({ ...amountOff, drawlimit: 0 })).data!.id;
    await call(t, couponRoutes.receive, { id }, demo);
    await call(t, couponRoutes.receive, { id }, demo);
    const edit = (input: Record<string, unknown>) =>
      call(t, merchantCouponRoutes.edit, { ...amountOff, drawlimit: 0, id, ...input }, merchant);
    expect((await edit({ price: '20' })).body.msg).toBe('coupon_terms_locked');
    expect((await edit({ grant: 1 })).body.msg).toBe('coupon_terms_locked');
    expect((await edit({ name: 'Spring ten off', grant: 2 })).body.data).toMatchObject({
      name: 'Spring ten off',
      state: 'ended',
    });
    await edit({ grant: 50 });
    const ended = await call(t, merchantCouponRoutes.end, { id, reason: 'Sale over' }, merchant);
    expect(ended.body.data).toMatchObject({ state: 'ended' });
    expect((await call(t, couponRoutes.receive, { id }, demo)).body.code).toBe(0);
    const actions = (await auditsOf(id)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toContainEqual(['merchant.coupon.end', 'Sale over']);
    expect(actions.filter(([action]) => action === 'merchant.coupon.edit')).toHaveLength(2);
  });

  it('another shop’s merchant gets not_found, a plain member is forbidden; nothing changes', async () => {
    const id = (await create()).data!.id;
    const [before] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    const other = await tokenOf(t, 'shop2');
    const edit = await call(t, merchantCouponRoutes.edit, { ...amountOff, id, price: '1' }, other);
    expect(edit.body.msg).toBe('not_found');
    const end = await call(t, merchantCouponRoutes.end, { id, reason: 'x' }, other);
    expect(end.body.msg).toBe('not_found');
    const theirs = await call(t, merchantCouponRoutes.list, { list_rows: 100 }, other);
    expect(theirs.body.data!.data.some((c) => c.id === id)).toBe(false);
    const member = await newMember(t, 'cpplain');
    expect((await call(t, merchantCouponRoutes.list, {}, member.token)).status).toBe(403);
    const noReason = await call(
      t,
      merchantCouponRoutes.end,
      { id, reason: ' ' },
      await merchantOf(),
    );
    expect(noReason.body.msg).toBe('validation_failed');
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(after).toEqual(before);
    expect(await auditsOf(id)).toHaveLength(1);
  });
});
