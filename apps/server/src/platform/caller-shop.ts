import { AppError } from './http/app-error.ts';

/** Reads the shop a member owns (catalog's `shopOfUser`, reached through a module's port). */
export interface ShopsOfUsers<S> {
  shopOfUser(userId: number): Promise<S | null>;
}

/** How a merchant route refuses a member who owns no shop, as its contract declares it. */
export type NoShopRefusal = 'shop_not_found' | 'not_shop_owner';

/** The caller's own shop on a merchant route; a member without one is refused with `refusal`. */
export function callerShopOf<S>(
  shops: ShopsOfUsers<S> | undefined,
  refusal: NoShopRefusal,
): (userId: number) => Promise<S> {
  return async (userId) => {
    const shop = await shops?.shopOfUser(userId);
    if (!shop) throw new AppError(refusal);
    return shop;
  };
}

/** The id of the caller's own shop, refused as `callerShopOf` does. */
export function callerShopIdOf(
  shops: ShopsOfUsers<{ id: number }> | undefined,
  refusal: NoShopRefusal,
): (userId: number) => Promise<number> {
  const shopOf = callerShopOf(shops, refusal);
  return async (userId) => (await shopOf(userId)).id;
}
