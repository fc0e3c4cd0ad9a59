import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../../components/layout/page-loading-view';
import { RefreshList } from '../../../../components/ui/refresh-list';
import { orderQueries } from '../../api/order-queries';
import { useChosenAddress } from '../../hooks/use-chosen-address';
import { useOrderActions } from '../../hooks/use-order-actions';
import { orderActions } from '../../order-states';
import { OrderActionButtons } from '../order-action-buttons';
import { AmountsCard, DeliveryCard, ItemsCard, TimesCard } from './detail-cards';
import { StatusHeader } from './status-header';
import styles from './order-details-view.module.css';
import { PAGES } from '../../../../lib/paths';

/** One order: status, delivery, items with after-sale entries, amounts, times and the state's actions. */
export function OrderDetailsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useQuery(orderQueries.info(id));
  useChosenAddress(id);
  const run = useOrderActions(() => void navigate(PAGES.order, { replace: true }));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const order = query.data;
  const actions = orderActions(order).filter((action) => action !== 'afterSale');
  return (
    <>
      <RefreshList onRefresh={async () => void (await query.refetch())}>
        <StatusHeader order={order} />
        <DeliveryCard order={order} />
        <ItemsCard order={order} />
        <AmountsCard order={order} />
        <TimesCard order={order} />
      </RefreshList>
      {actions.length > 0 && (
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <footer className={styles.bar}>
            <OrderActionButtons actions={actions} onAction={(action) => void run(order, action)} />
          </footer>
        </>
      )}
    </>
  );
}
