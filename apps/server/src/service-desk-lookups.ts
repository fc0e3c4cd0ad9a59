import type { CatalogModule } from './modules/catalog/index.ts';
import type { IdentityModule } from './modules/identity/index.ts';
import type { ServiceDeskLookups } from './modules/service-desk/index.ts';

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
