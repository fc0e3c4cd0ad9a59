import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../components/layout/paged-list';
import { PageShell } from '../../components/layout/page-shell';
import { GoButton } from '../../components/ui/go-button';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { FollowButton } from '../../features/catalog/components/shops/follow-button';
import { ShopRow } from '../../features/catalog/components/shops/shop-row';
import { useShopFollow } from '../../features/catalog/hooks/use-shop-follow';
import { PAGES } from '../../lib/paths';

/** /pages/user/follow (members): the shops the member follows, paged; "Following" unfollows. */
export default function UserFollowPage() {
  const { t } = useTranslation('catalog');
  const query = useInfiniteQuery(catalogQueries.followedShops());
  const follow = useShopFollow();
  return (
    <PageShell>
      <RefreshPagedList
        query={query}
        renderItem={(row) => (
          <ShopRow
            key={row.shop_id}
            shop={row.shop}
            action={
              <FollowButton
                following
                pending={follow.pending === row.shop_id}
                onClick={() => follow.toggle(row.shop_id)}
              />
            }
          />
        )}
        empty={{
          icon: 'store',
          title: t('follow.emptyTitle'),
          description: t('follow.emptyDescription'),
          action: <GoButton to={PAGES.investment}>{t('follow.browse')}</GoButton>,
        }}
      />
    </PageShell>
  );
}
