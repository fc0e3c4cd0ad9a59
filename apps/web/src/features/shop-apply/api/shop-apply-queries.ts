import type { ShopApplyInput } from '@cloudmall/contract/merchant';
import { shopApplyRoutes } from '@cloudmall/contract/merchant';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';

const key = memberKeyOf('shop-apply');

/** Every key starts with `shop-apply`: the `shop_apply_changed` push reloads them all. */
export const shopApplyKeys = { all: ['shop-apply'] as const, mine: () => key('mine') };

export const shopApplyQueries = {
  /** The member's application (null before the first save); pages show their own states. */
  mine: () =>
    queryOptions({
      queryKey: shopApplyKeys.mine(),
      queryFn: ({ signal }) => api.call(shopApplyRoutes.mine, {}, { signal, silent: true }),
    }),
};

/** Saves the draft or sends it (`submit`); answers the saved application. */
export const saveApplication = (input: ShopApplyInput) =>
  api.call(shopApplyRoutes.save, input, { silent: true });
