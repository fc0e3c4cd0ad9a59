import { chatRoutes } from '@cloudmall/contract/chat';
import { orderRoutes } from '@cloudmall/contract/orders';
import { describe, expect, it, vi } from 'vitest';
import {
  ensureAddress,
  placePaidOrder,
  shipOrder,
  skuOfShop,
} from '../../../test/order-helpers.ts';
import { listenForSockets, openSocket, ofType } from '../../../test/socket-client.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';

const DAY = 86_400_000;
let url: string;
let demo: string;
useTestApp({ catalog: true }, async () => {
  url = await listenForSockets(t);
  demo = await tokenOf(t, 'demo');
  await ensureAddress(t, demo);
});

const logistics = async () =>
  (await call(t, chatRoutes.notices, { type: 'logistics' }, demo)).body.data!.data;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('logistics notices', () => {
  it('tell the buyer when the order ships (carrier and tracking number) and when it is delivered, pushed as they happen', async () => {
    const sku = await skuOfShop(t, 2, 3);
    const [order] = await placePaidOrder(t, demo, [
      { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
    ]);
    const socket = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, demo);

    expect(
      (
        await shipOrder(t, await tokenOf(t, 'shop2'), order!.id, {
          express_name: 'SF Express',
          express_no: 'SF1234567',
        })
      ).body.code,
    ).toBe(1);
    expect(
      await socket.next((m) => m.type === 'notice' && m.modules === 'logistics'),
    ).toMatchObject({ title: 'Parcel on its way', modules_id: order!.id });
    await settle();
    expect(await logistics()).toEqual([
      expect.objectContaining({
        type: 'logistics',
        title: 'Parcel on its way',
        content: expect.stringContaining('SF Express SF1234567'),
        modules: 'logistics',
        modules_id: order!.id,
      }),
    ]);
    expect((await call(t, chatRoutes.noticeCounts, {}, demo)).body.data).toMatchObject({
      logistics: 1,
    });

    expect((await call(t, orderRoutes.confirm, { id: order!.id }, demo)).body.code).toBe(1);
    await settle();
    expect((await logistics()).map((n) => n.title)).toEqual([
      'Parcel delivered',
      'Parcel on its way',
    ]);
    expect(socket.received.filter(ofType('order')).length).toBeGreaterThanOrEqual(2);
    socket.close();
  });

  it('tell the buyer when an unconfirmed parcel is taken as delivered automatically', async () => {
    const sku = await skuOfShop(t, 3, 3);
    const [order] = await placePaidOrder(t, demo, [
      { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 },
    ]);
    await shipOrder(t, await tokenOf(t, 'shop3'), order!.id, {
      express_name: 'DHL',
      express_no: 'DHL42',
    });
    // The shipping notice is written after commit: count once it is there, before the clock moves.
    const before = await vi.waitFor(async () => {
      const list = await logistics();
      expect(list.some((n) => n.title === 'Parcel on its way' && n.modules_id === order!.id)).toBe(
        true,
      );
      return list.length;
    });
    t.clock.advance(30 * DAY);
    await t.orders.jobs.runDue();
    await settle();
    demo = await tokenOf(t, 'demo'); // the session expired meanwhile
    const after = await vi.waitFor(async () => {
      const list = await logistics();
      expect(list.length).toBe(before + 1);
      return list;
    });
    expect(after[0]).toMatchObject({
      title: 'Parcel delivered',
      modules_id: order!.id,
      content: expect.stringContaining('DHL DHL42'),
    });
  });
});
