import { merchantDeskRoutes, merchantOrderRoutes } from '@cloudmall/contract/merchant';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectPushDuringFirstLoadWins, FakeSocket } from '@cloudmall/client/testing';
import { routeKey } from '../../../lib/query';
import { subscribeMerchantLive } from './merchant-live';

const shake = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: { call: shake } }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the merchant's push socket", () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const lives: boolean[] = [];

  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    shake.mockReset().mockResolvedValue({});
    queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries');
    lives.length = 0;
    stop = subscribeMerchantLive(queryClient, (live) => lives.push(live));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  const reloaded = () =>
    vi.mocked(queryClient.invalidateQueries).mock.calls.map(([filters]) => filters?.queryKey);

  it('reloads the badges and lists once bound, so what changed before it was live shows', async () => {
    FakeSocket.last!.receive({ type: 'init', client_id: 'c1' });
    await flush();
    expect(shake).toHaveBeenCalledWith(expect.anything(), { client_id: 'c1' });
    expect(lives).toEqual([false, true]);
    expect(reloaded()).toContainEqual(routeKey(merchantDeskRoutes.badges));
    expect(reloaded()).toContainEqual(routeKey(merchantOrderRoutes.orderList));
  });

  it('reloads what a shop_changed push concerns', async () => {
    FakeSocket.last!.receive({ type: 'shop_changed', what: 'order', id: 7 });
    await flush();
    expect(reloaded()).toEqual(
      [
        merchantDeskRoutes.badges,
        merchantDeskRoutes.dashboard,
        merchantOrderRoutes.orderList,
        merchantOrderRoutes.orderDetail,
      ].map((route) => routeKey(route)),
    );
  });

  it("a push during the list's first load still ends on what the server held after the change", async () => {
    await expectPushDuringFirstLoadWins(queryClient, routeKey(merchantOrderRoutes.orderList), {
      before: 'to pay',
      after: 'to ship',
      push: () => FakeSocket.last!.receive({ type: 'shop_changed', what: 'order', id: 7 }),
    });
  });

  it('is not live and reloads nothing when the binding is refused', async () => {
    shake.mockRejectedValue(new Error('401'));
    FakeSocket.last!.receive({ type: 'init', client_id: 'c2' });
    await flush();
    expect(lives).toEqual([false, false]);
    expect(reloaded()).toEqual([]);
  });
});
