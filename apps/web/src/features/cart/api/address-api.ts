import type { RouteInput } from '@cloudmall/contract';
import { addressRoutes, type Address } from '@cloudmall/contract/orders';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { silentQuery } from '../../../lib/queries/silent-query';

export type { Address };

/** Changes show the global loading indicator and stay silent: the page shows the failure. */
const mutation = { loading: true, silent: true } as const;

export const addressKeys = {
  all: () => ['cart', useUserStore.getState().id, 'addresses'] as const,
  detail: (id: number) => ['cart', useUserStore.getState().id, 'addresses', id] as const,
};

export const addressQueries = {
  /** The member's addresses (the default first); a member keeps far fewer than a page of 100. */
  list: () =>
    queryOptions({
      queryKey: addressKeys.all(),
      queryFn: async ({ signal }) =>
        (await api.call(addressRoutes.list, { page: 1, list_rows: 100 }, { signal, silent: true }))
          .data,
    }),
  detail: (id: number) => silentQuery(addressKeys.detail(id), addressRoutes.detail, { id }),
};

export function saveAddress(input: RouteInput<typeof addressRoutes.save>) {
  return api.call(addressRoutes.save, input, mutation);
}

export function deleteAddress(id: number) {
  return api.call(addressRoutes.remove, { id }, mutation);
}

export function setDefaultAddress(id: number) {
  return api.call(addressRoutes.setDefault, { id }, mutation);
}
