import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cloudmall/contract';
import { toast } from '../../../components/ui/toast';
import { toggleShopFollow } from '../api/catalog-api';
import { catalogKeys, type ShopPageData } from '../api/catalog-queries';
import { bumpMyCounter, countAfterToggle, useMemberToggle } from './use-member-toggle';
import { mapPageRows } from '../../../lib/queries/paged-query';

type FollowedPage = InfiniteData<Page<{ shop_id: number }>>;

/**
 * Follow / unfollow a shop (members; visitors go to login): updates the shop page's flag and
 * followers, the followed-shops list and the My page counter from the server's answer.
 */
export function useShopFollow() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const { toggle, pending } = useMemberToggle(toggleShopFollow, (shopId, follow) => {
    queryClient.setQueryData<ShopPageData>(catalogKeys.shop(shopId), (page) =>
      page
        ? {
            ...page,
            shop: {
              ...page.shop,
              follow,
              like: countAfterToggle(page.shop.like, page.shop.follow, follow),
            },
          }
        : page,
    );
    if (!follow) {
      queryClient.setQueryData<FollowedPage>(catalogKeys.followedShops(), (data) =>
        mapPageRows(data, (rows) => rows.filter((row) => row.shop_id !== shopId)),
      );
    }
    void queryClient.invalidateQueries({
      queryKey: catalogKeys.followedShops(),
      refetchType: 'none',
    });
    bumpMyCounter('concern', follow ? 1 : -1);
    toast.success(t(follow ? 'shop.followed' : 'shop.unfollowed'));
  });

  return { toggle, pending };
}
