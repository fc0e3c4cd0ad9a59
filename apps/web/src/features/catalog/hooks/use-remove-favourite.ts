import type { Page } from '@cloudmall/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { toggleFavourite } from '../api/catalog-api';
import { catalogKeys } from '../api/catalog-queries';
import { bumpCollection } from './use-favourite';

type FavouritesData = InfiniteData<Page<{ goods_id: number }>>;

/** Removes a favourite by toggling it; the row leaves the list once the server agrees. */
export function useRemoveFavourite() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<number>();

  const remove = (goodsId: number) => {
    if (pending !== undefined) return;
    setPending(goodsId);
    toggleFavourite(goodsId)
      .then(async (follow) => {
        // it was no longer a favourite (removed elsewhere), so the toggle added it back: undo that
        if (follow) await toggleFavourite(goodsId);
        queryClient.setQueryData<FavouritesData>(catalogKeys.collect(), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  data: page.data.filter((row) => row.goods_id !== goodsId),
                })),
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: catalogKeys.goods(goodsId) });
        if (!follow) bumpCollection(-1);
        toast.success(t('detail.unfavourited'));
      })
      .catch(() => undefined) // the request layer showed the failure
      .finally(() => setPending(undefined));
  };
  return { remove, pending };
}
