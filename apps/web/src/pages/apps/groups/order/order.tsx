import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import type { GroupOrderTab } from '../../../../features/groups/api/group-queries';
import {
  GROUP_ORDER_TABS,
  GroupOrderList,
  GroupOrderTabs,
} from '../../../../features/groups/components/group-order-list';
import { ActionableOrderCard } from '../../../../features/orders/components/order-card';

/** /pages/apps/groups/order/order?tab=: my group orders with their team, by tab. */
export default function AppsGroupsOrderPage() {
  const { t } = useTranslation('groups');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as GroupOrderTab | null;
  const tab: GroupOrderTab = raw && GROUP_ORDER_TABS.includes(raw) ? raw : 'all';
  return (
    <PageShell title={t('orders.title')}>
      <GroupOrderTabs
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
      />
      <GroupOrderList
        key={tab}
        tab={tab}
        renderOrder={(order, onChanged) => (
          <ActionableOrderCard order={order} onChanged={onChanged} />
        )}
      />
    </PageShell>
  );
}
