import { addressRoutes, cartRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { AddressesService } from '../addresses.service.ts';
import type { CartService } from '../cart.service.ts';

/** The member's cart and address routes: one line per route. */
export const registerCartRoutes: RouteFile<{ cart: CartService; addresses: AddressesService }> = (
  app,
  bind,
  { cart, addresses },
) => {
  bind(app, cartRoutes.synchro, ({ auth, input, language }) =>
    cart.synchro(auth.userId, input.cart, language),
  );
  bind(app, cartRoutes.storage, ({ auth, input }) => cart.storage(auth.userId, input));
  bind(app, addressRoutes.list, ({ auth, input }) => addresses.list(auth.userId, input));
  bind(app, addressRoutes.detail, ({ auth, input }) => addresses.detail(auth.userId, input.id));
  bind(app, addressRoutes.save, ({ auth, input }) =>
    input.type === 'add'
      ? addresses.add(auth.userId, input.data)
      : addresses.edit(auth.userId, input.data.id, input.data),
  );
  bind(app, addressRoutes.remove, ({ auth, input }) => addresses.remove(auth.userId, input.id));
  bind(app, addressRoutes.setDefault, ({ auth, input }) =>
    addresses.setDefault(auth.userId, input.id),
  );
};
