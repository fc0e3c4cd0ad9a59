import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { toggleFavourite } from '../api/catalog-api';
import { catalogKeys, type GoodsDetail } from '../api/catalog-queries';
import { useMemberAction } from '../../../lib/use-member-action';
import { useItemRequest } from '../../../lib/use-item-request';

/** Moves the favourites counter of the My page by one. */
export function bumpCollection(delta: 1 | -1): void {
  useStatisticsStore.setState((state) => ({
    dynamic: { ...state.dynamic, collection: Math.max(0, state.dynamic.collection + delta) },
  }));
}

/**
 * The favourite toggle of the detail page (members only; visitors go to login): updates the cached
 * detail, the favourites list and the My page counter from the server's answer.
 */
export function useFavourite(goodsId: number) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const asMember = useMemberAction();
  const { run, pending } = useItemRequest(toggleFavourite, (_, follow) => {
    queryClient.setQueryData<GoodsDetail>(catalogKeys.goods(goodsId), (detail) =>
      detail
        ? {
            ...detail,
            follow,
            like: Math.max(0, detail.like + (follow === detail.follow ? 0 : follow ? 1 : -1)),
          }
        : detail,
    );
    void queryClient.invalidateQueries({ queryKey: catalogKeys.collect() });
    bumpCollection(follow ? 1 : -1);
    toast.success(t(follow ? 'detail.favourited' : 'detail.unfavourited'));
  });

  const toggle = () => asMember(() => run(goodsId));
  return { toggle, pending: pending !== undefined };
}
