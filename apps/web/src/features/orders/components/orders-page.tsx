import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { useRefetchOnScreen } from '../../../lib/queries/use-refetch-on-screen';
import { refreshOrderCounters } from '../api/order-api';
import { orderKeys } from '../api/order-queries';
import { TAB_LINKS, tabFromParams, type OrderTab } from '../order-tabs';
import { OrderList } from './order-list';
import { OrderTabsBar } from './order-tabs-bar';

/**
 * My orders: tabs with counters (`?state=1..4` or `?tab=` picks one; after-sale and group orders open
 * their own lists), an infinite list per tab, pull to refresh (orders and counters).
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const refetchOrders = useRefetchOnScreen(orderKeys.all);
  const tab = tabFromParams(params);
  // the counters on the tabs come from user/refresh: fresh on every visit
  useEffect(() => void refreshOrderCounters(), []);

  const change = (next: OrderTab) => {
    const link = TAB_LINKS[next];
    if (link) return void navigate(link);
    setParams(next === 'whole' ? {} : { tab: next }, { replace: true });
  };

  const refresh = () => {
    void refreshOrderCounters();
    return refetchOrders();
  };

  return (
    <PageShell>
      <OrderTabsBar value={tab} onChange={change} />
      <RefreshList onRefresh={refresh}>
        <OrderList key={tab} tab={tab} />
      </RefreshList>
    </PageShell>
  );
}
