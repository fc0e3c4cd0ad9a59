import { cartRoutes } from '@cloudmall/contract/orders';
import { api } from '../../lib/api';
import type { CartLine, CartStorageInput } from './cart-types';

/** Cart synchro: merges the local lines into the server cart and answers the whole of it. */
export function synchroCart(lines: (CartLine & { shop_id: number })[]) {
  return api.call(
    cartRoutes.synchro,
    { cart: lines.length > 0 ? lines.slice(0, 200) : null },
    { silent: true },
  );
}

/** Mirrors one local change to the server cart (members only); silent: the store shows the failure. */
export function storeCartChange(change: CartStorageInput) {
  return api.call(cartRoutes.storage, change, { silent: true });
}
