import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../components/layout/paged-list';
import { PageShell } from '../../components/layout/page-shell';
import { GoButton } from '../../components/ui/go-button';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsRecordRow } from '../../features/catalog/components/user/goods-record-row';
import { formatRelativeTime } from '../../lib/relative-time';

/** /pages/user/footprint (members): goods the member viewed, most recent first, paged. */
export default function UserFootprintPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useInfiniteQuery(catalogQueries.footprint());
  return (
    <PageShell>
      <RefreshPagedList
        query={query}
        renderItem={(row) => (
          <GoodsRecordRow
            key={row.goods_id}
            goods={row.goods}
            note={t('catalog:footprint.viewed', { time: formatRelativeTime(row.createtime, t) })}
          />
        )}
        empty={{
          icon: 'clock',
          title: t('catalog:footprint.emptyTitle'),
          description: t('catalog:footprint.emptyDescription'),
          action: <GoButton to="/">{t('catalog:favourites.browse')}</GoButton>,
        }}
      />
    </PageShell>
  );
}
