import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../components/layout/paged-list';
import { PageShell } from '../../components/layout/page-shell';
import { Icon } from '../../components/ui/icon';
import { GoButton } from '../../components/ui/go-button';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsRecordRow } from '../../features/catalog/components/user/goods-record-row';
import { useRemoveFavourite } from '../../features/catalog/hooks/use-remove-favourite';
import { formatRelativeTime } from '../../lib/relative-time';

/** /pages/user/collect (members): favourites, newest first, paged; the heart removes one. */
export default function UserCollectPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const query = useInfiniteQuery(catalogQueries.collect());
  const { remove, pending } = useRemoveFavourite();
  return (
    <PageShell>
      <RefreshPagedList
        query={query}
        renderItem={(row) => (
          <GoodsRecordRow
            key={row.goods_id}
            goods={row.goods}
            note={t('catalog:favourites.added', { time: formatRelativeTime(row.createtime, t) })}
            action={
              <button
                type="button"
                className="cm-text-button"
                style={{ color: 'var(--adm-color-danger)' }}
                onClick={() => remove(row.goods_id)}
                disabled={pending === row.goods_id}
                aria-label={t('catalog:favourites.remove', { title: row.goods.title })}
              >
                <Icon name="heart" size={22} style={{ fill: 'currentColor' }} />
              </button>
            }
          />
        )}
        empty={{
          icon: 'heart',
          title: t('catalog:favourites.emptyTitle'),
          description: t('catalog:favourites.emptyDescription'),
          action: <GoButton to="/">{t('catalog:favourites.browse')}</GoButton>,
        }}
      />
    </PageShell>
  );
}
