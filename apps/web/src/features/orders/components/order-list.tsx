import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { GoButton } from '../../../components/ui/go-button';
import { orderQueries } from '../api/order-queries';
import { useOrderActions } from '../hooks/use-order-actions';
import { stateOfTab, type ListedTab } from '../order-tabs';
import { OrderCard } from './order-card';
import styles from './order-list.module.css';

/** The orders of one tab, most recently updated first, the next page at reach-bottom. */
export function OrderList({ tab }: { tab: ListedTab }) {
  const { t } = useTranslation('orders');
  const query = useInfiniteQuery(orderQueries.list(stateOfTab(tab)));
  const run = useOrderActions();
  return (
    <PagedList
      query={query}
      listClassName={styles.list}
      renderItem={(order) => (
        <OrderCard key={order.id} order={order} onAction={(row, action) => void run(row, action)} />
      )}
      empty={{
        icon: 'list',
        title: t('list.emptyTitle'),
        description: t(`list.empty.${tab}`),
        action: (
          <GoButton variant="outline" to="/">
            {t('list.goShopping')}
          </GoButton>
        ),
      }}
    />
  );
}
