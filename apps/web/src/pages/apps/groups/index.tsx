import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { groupQueries } from '../../../features/groups/api/group-queries';
import { GroupGoodsRow } from '../../../features/groups/components/group-goods-row';
import shared from '../../../features/groups/components/group-shared.module.css';
import { groupPaths } from '../../../features/groups/group-paths';
import styles from './groups-index.module.css';

/** /pages/apps/groups/index: the group-buying activity, goods with their group price and team size. */
export default function AppsGroupsIndexPage() {
  const { t } = useTranslation('groups');
  const query = useInfiniteQuery(groupQueries.list());
  return (
    <PageShell
      right={
        <Link to={groupPaths.orders} className={shared.textLink}>
          {t('index.myOrders')}
        </Link>
      }
    >
      <RefreshList onRefresh={async () => void (await query.refetch())}>
        <section className={styles.hero}>
          <h1>{t('index.title')}</h1>
          <p>{t('index.subtitle')}</p>
        </section>
        <PagedList
          query={query}
          listClassName={styles.goodsList}
          renderItem={(g) => <GroupGoodsRow key={g.id} goods={g} />}
          empty={{
            icon: 'team',
            title: t('index.emptyTitle'),
            description: t('index.emptyDescription'),
          }}
        />
      </RefreshList>
    </PageShell>
  );
}
