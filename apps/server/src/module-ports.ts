import type { CampaignDevicesPort } from './modules/campaigns/index.ts';
import type { CatalogModule, DetailQuotes } from './modules/catalog/index.ts';
import type { CouponsModule } from './modules/coupons/index.ts';
import type { OrdersModule } from './modules/orders/index.ts';
import type { createContentModule } from './modules/content/index.ts';
import type { DevicesModule } from './modules/devices/index.ts';
import type { DistributorsModule } from './modules/distributors/index.ts';
import type { FindPorts } from './modules/find/index.ts';
import type { IdentityModule } from './modules/identity/index.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import type { OrdersDeps } from './modules/orders/index.ts';
import type { ServiceDeskLookups } from './modules/service-desk/index.ts';
import type { VipModule } from './modules/vip/index.ts';

// Ports of one module filled from others' use cases, too long to write inline in app-modules.ts.

/** The member's checkout discount: the better of the VIP level's and the distributor rate, never both. */
export function memberDiscountOf(
  vip: Pick<VipModule, 'discountOf'>,
  distributors: Pick<DistributorsModule, 'discountOf'>,
): NonNullable<OrdersDeps['memberDiscount']> {
  return async (trx, userId) => {
    const [byVip, byDistributor] = await Promise.all([
      vip.discountOf(trx, userId),
      distributors.discountOf(trx, userId),
    ]);
    if (byVip <= 0 && byDistributor <= 0) return null;
    return byDistributor > byVip
      ? { source: 'distributor', rateBps: byDistributor }
      : { source: 'vip', rateBps: byVip };
  };
}

/** What campaigns needs of devices (read on call: devices is built after campaigns' port is). */
export const campaignDevicesPort = (devices: DevicesModule): CampaignDevicesPort => ({
  findByCode: (code) => devices.plugin.findByCode(code),
  scriptExists: (scriptId) => devices.plugin.scriptExists(scriptId),
  scriptStatus: (scriptId) => devices.plugin.scriptStatus(scriptId),
  runsScripts: (target, scriptIds) => devices.plugin.runsScripts(target, scriptIds),
  freezeDevice: devices.freezeDevice,
  unfreezeDevice: devices.unfreezeDevice,
  freezeMember: devices.freezeMember,
  unfreezeMember: devices.unfreezeMember,
});

/** The service desk's look-ups, filled from identity and catalog (what a complaint may name). */
export function serviceDeskLookups(
  identity: Pick<IdentityModule, 'account'>,
  catalog: Pick<CatalogModule, 'goods'>,
): ServiceDeskLookups {
  const shopOf = async (shopId: number) => {
    const shop = await catalog.goods.shopBrief(shopId);
    return shop ? { name: shop.shopname, ownerId: shop.user_id } : null;
  };
  return {
    async member(id) {
      const member = await identity.account.findMember(String(id));
      return member ? { name: member.nickname || member.username, ownerId: member.id } : null;
    },
    async goods(id) {
      const [card] = await catalog.goods.cards([id]);
      if (!card) return null;
      const shop = await shopOf(card.shop_id);
      return { name: card.title, ownerId: shop?.ownerId ?? 0 };
    },
    shop: shopOf,
    findMemberId: async (ref) => (await identity.account.findMember(ref))?.id ?? null,
    async usernames(ids) {
      const cards = await identity.account.cardsOf(ids);
      return new Map([...cards].map(([id, card]) => [id, card.username]));
    },
    shopOfUser: (userId) => catalog.goods.shopOfUser(userId),
  };
}

/** The catalog's public lists the app's start-up data shows (best sellers, new goods, categories). */
export const contentCatalogPort = (
  catalog: CatalogModule,
): Parameters<typeof createContentModule>[0]['catalog'] => ({
  goods: async (sort, limit, language) =>
    (await catalog.goods.list({ page: 1, list_rows: limit, sort, order: 'desc' }, null, language))
      .data,
  categories: (language) => catalog.goods.categories(language),
  hotKeywords: async () => (await catalog.goods.searchList()).map((row) => row.keywords),
});

/** What the discovery feed reads of members and shops, and how it pushes to a member. */
export const findPorts = (
  identity: Pick<IdentityModule, 'account'>,
  catalog: Pick<CatalogModule, 'goods'>,
  realtime: Pick<Realtime, 'pushToUser'>,
): FindPorts => ({
  findMember: (ref) => identity.account.findMember(ref),
  memberBio: async (userId) => (await identity.account.profileOf(userId)).bio,
  cards: (ids) => catalog.goods.cards(ids),
  shopOfUser: (userId) => catalog.goods.shopOfUser(userId),
  shopBrief: (shopId) => catalog.goods.shopBrief(shopId),
  isFollowingShop: (userId, shopId) => catalog.goods.isFollowingShop(userId, shopId),
  pushToUser: (userId, message) => realtime.pushToUser(userId, message),
});

/** The goods detail's freight (orders) and coupons (coupons module), read once both are built. */
export const detailQuotes = (
  later: () => {
    orders: Pick<OrdersModule, 'freightOfOne'>;
    coupons: Pick<CouponsModule, 'service'>;
  },
): DetailQuotes => ({
  freight: (shopId, ships) => later().orders.freightOfOne(shopId, ships),
  coupons: (goods, userId, language) =>
    later().coupons.service.query(
      {
        shop_id: goods.shopId,
        goods_id: [goods.goodsId],
        category_id: [goods.categoryId],
        price: goods.price,
      },
      userId,
      language,
    ),
});
