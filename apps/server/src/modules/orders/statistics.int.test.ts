import { identityRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { addBankCard, newMember } from '../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

describe('My page counters', () => {
  it("count the member's favourites, followed shops, footprints and live payout accounts", async () => {
    const m = await newMember(t, 'counted');
    const cards = (await call(t, catalogRoutes.goodsList, { page: 1 })).body.data!.data;
    const [a, b, c] = cards;
    const shopIds = [...new Set(cards.map((card) => card.shop_id))].slice(0, 2);
    for (const goods of [a!, b!, c!]) await call(t, catalogRoutes.goods, { id: goods.id }, m.token);
    await call(t, catalogRoutes.follow, { id: a!.id }, m.token);
    await call(t, catalogRoutes.follow, { id: b!.id }, m.token);
    for (const id of shopIds) await call(t, catalogRoutes.followShop, { id }, m.token);
    const cardId = await addBankCard(t, m.token);
    await call(
      t,
      walletRoutes.addBank,
      { type: 'usdt', holder: 'Ada Member', account: 'TXyzAbc1234567890abcdef', network: 'TRC20' },
      m.token,
    );
    await call(t, walletRoutes.deleteBank, { id: cardId }, m.token);

    const { body } = await call(t, identityRoutes.refresh, {}, m.token);
    expect(body.data?.statistics.dynamic).toEqual({
      collection: 2,
      concern: shopIds.length,
      footprint: 3,
      coupon: 0,
      accountbank: 1,
    });
    expect(shopIds.length).toBeGreaterThan(0);
  });

  it('are the same at login', async () => {
    const m = await newMember(t, 'loginer');
    const [first] = (await call(t, catalogRoutes.goodsList, { page: 1 })).body.data!.data;
    await call(t, catalogRoutes.follow, { id: first!.id }, m.token);
    const { body } = await call(t, identityRoutes.login, {
      account: 'loginer',
      password: 'secret99',
    });
    expect(body.data?.statistics.dynamic).toMatchObject({ collection: 1, footprint: 0 });
  });
});
