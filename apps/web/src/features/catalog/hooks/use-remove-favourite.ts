import type { Page } from '@cloudmall/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { toggleFavourite } from '../api/catalog-api';
import { catalogKeys } from '../api/catalog-queries';
import { bumpCollection } from './use-favourite';
import { useItemRequest } from '../../../lib/use-item-request';
import { mapPageRows } from '../../../lib/queries/paged-query';

type FavouritesData = InfiniteData<Page<{ goods_id: number }>>;

/** Removes a favourite by toggling it; the row leaves the list once the server agrees. */
export function useRemoveFavourite() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const { run: remove, pending } = useItemRequest(toggleFavourite, async (goodsId, follow) => {
    // it was no longer a favourite (removed elsewhere), so the toggle added it back: undo that
    if (follow) await toggleFavourite(goodsId);
    queryClient.setQueryData<FavouritesData>(catalogKeys.collect(), (data) =>
      mapPageRows(data, (rows) => rows.filter((row) => row.goods_id !== goodsId)),
    );
    void queryClient.invalidateQueries({ queryKey: catalogKeys.goods(goodsId) });
    if (!follow) bumpCollection(-1);
    toast.success(t('detail.unfavourited'));
  });
  return { remove, pending };
}
