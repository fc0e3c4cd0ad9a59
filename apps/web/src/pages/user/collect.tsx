import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { Icon } from '../../components/ui/icon';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsRecordList } from '../../features/catalog/components/user/goods-record-list';
import { useRemoveFavourite } from '../../features/catalog/hooks/use-remove-favourite';

/** /pages/user/collect (members): favourites, newest first, paged; the heart removes one. */
export default function UserCollectPage() {
  const query = useInfiniteQuery(catalogQueries.collect());
  const { t } = useTranslation('catalog');
  const { remove, pending } = useRemoveFavourite();
  return (
    <PageShell>
      <GoodsRecordList
        list="favourites"
        query={query}
        action={(row) => (
          <button
            type="button"
            className="cm-text-button"
            style={{ color: 'var(--adm-color-danger)' }}
            onClick={() => remove(row.goods_id)}
            disabled={pending === row.goods_id}
            aria-label={t('favourites.remove', { title: row.goods.title })}
          >
            <Icon name="heart" size={22} style={{ fill: 'currentColor' }} />
          </button>
        )}
      />
    </PageShell>
  );
}
