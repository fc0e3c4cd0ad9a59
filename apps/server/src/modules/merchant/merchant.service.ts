import { formatMinor } from '@cloudmall/contract';
import type { MerchantBadges, MerchantDashboard } from '@cloudmall/contract/merchant';
import type { FastifyBaseLogger } from 'fastify';
import { callerShopOf } from '../../platform/caller-shop.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { MerchantDeskPorts, ShopNotifier, TellShop } from './ports.ts';

const DAY_MS = 86_400_000;

export type MerchantDeskService = ReturnType<typeof createMerchantDeskService>;

/** The merchant's desk: figures of the caller's own shop, and telling a shop's owner what arrived. */
export function createMerchantDeskService(deps: {
  clock: Clock;
  ports: MerchantDeskPorts;
  notify: ShopNotifier;
  changed: ChangePort;
  log: FastifyBaseLogger;
}) {
  const { ports } = deps;

  const shopOf = callerShopOf(ports, 'not_shop_owner');

  /** Today (UTC) starts at midnight of the injected clock. */
  const todayStart = () => {
    const now = deps.clock.now().getTime();
    return new Date(now - (now % DAY_MS));
  };

  const tellShop: TellShop = (shopId, event) => {
    void (async () => {
      const owner = await ports.shopOwner(shopId);
      if (owner === null) return;
      deps.changed(owner, { type: 'shop_changed', what: event.what, id: event.id });
      if (event.notice)
        await deps.notify(owner, {
          type: 'order',
          message: event.notice,
          modules: event.what === 'order' ? 'shop_order' : 'shop_refund',
          modulesId: event.id,
        });
    })().catch((error: unknown) =>
      deps.log.warn({ err: error, shopId, event: event.what }, 'shop notice failed'),
    );
  };

  return {
    /** Today's paid orders and sales, orders to ship, waiting refunds, goods on sale, settled and pending money. */
    async dashboard(userId: number): Promise<MerchantDashboard> {
      const shop = await shopOf(userId);
      const [orders, refunds, onSale, settled] = await Promise.all([
        ports.orderFigures(shop.id, todayStart()),
        ports.refundsWaiting(shop.id),
        ports.onSaleCount(shop.id),
        ports.settledIncome(userId),
      ]);
      return {
        shop: { id: shop.id, shopname: shop.shopname },
        today_orders: orders.today.count,
        today_sales: formatMinor(orders.today.sumMinor),
        to_ship: orders.toShip,
        open_refunds: refunds,
        goods_on_sale: onSale,
        settled: formatMinor(settled),
        pending: formatMinor(orders.pendingMinor),
      };
    },

    /** The menu badges: orders to ship and refund requests waiting for the shop. */
    async badges(userId: number): Promise<MerchantBadges> {
      const shop = await shopOf(userId);
      const [orders, refunds] = await Promise.all([
        ports.orderFigures(shop.id, todayStart()),
        ports.refundsWaiting(shop.id),
      ]);
      return { to_ship: orders.toShip, open_refunds: refunds };
    },

    /** After commit: pushes `shop_changed` to the shop owner and stores its notice (a failure is logged). */
    tellShop,
  };
}
