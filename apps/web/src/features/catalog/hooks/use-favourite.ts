import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { toggleFavourite } from '../api/catalog-api';
import { catalogKeys, type GoodsDetail } from '../api/catalog-queries';
import { bumpMyCounter, countAfterToggle, useMemberToggle } from './use-member-toggle';

/** Moves the favourites counter of the My page by one. */
export function bumpCollection(delta: 1 | -1): void {
  bumpMyCounter('collection', delta);
}

/**
 * The favourite toggle of the detail page (members only; visitors go to login): updates the cached
 * detail, the favourites list and the My page counter from the server's answer.
 */
export function useFavourite(goodsId: number) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const { toggle, pending } = useMemberToggle(toggleFavourite, (_, follow) => {
    queryClient.setQueryData<GoodsDetail>(catalogKeys.goods(goodsId), (detail) =>
      detail
        ? { ...detail, follow, like: countAfterToggle(detail.like, detail.follow, follow) }
        : detail,
    );
    void queryClient.invalidateQueries({ queryKey: catalogKeys.collect() });
    bumpCollection(follow ? 1 : -1);
    toast.success(t(follow ? 'detail.favourited' : 'detail.unfavourited'));
  });

  return { toggle: () => toggle(goodsId), pending: pending !== undefined };
}
