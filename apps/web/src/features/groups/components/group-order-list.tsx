import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { Icon } from '../../../components/ui/icon';
import { GoButton } from '../../../components/ui/go-button';
import {
  groupKeys,
  groupQueries,
  type GroupOrderRow,
  type GroupOrderTab,
} from '../api/group-queries';
import { groupPaths } from '../group-paths';
import styles from './group-order-list.module.css';
import { PAGES } from '../../../lib/paths';
import { TabStrip } from '../../../components/ui/tab-strip';

export const GROUP_ORDER_TABS: GroupOrderTab[] = ['all', 'pay', 'pending', 'success', 'fail'];

/** Tabs of my group orders. */
export function GroupOrderTabs(choice: Controlled<GroupOrderTab>) {
  const { t } = useTranslation('groups');
  return (
    <TabStrip
      {...choice}
      tabs={GROUP_ORDER_TABS.map((tab) => ({ value: tab, label: t(`orders.tabs.${tab}`) }))}
      label={t('orders.tabsLabel')}
      classNames={{ row: styles.tabs, tab: styles.tab, on: styles.tabOn }}
    />
  );
}

function TeamStrip({ order }: { order: GroupOrderRow }) {
  const { t } = useTranslation('groups');
  const team = order.team;
  if (!team) return null;
  return (
    <Link to={groupPaths.team(team.id)} className={styles.teamStrip} data-testid="group-order-team">
      <Icon name="team" size={16} />
      <span>
        {team.state === 'start'
          ? t('team.needMore', { count: team.seats_left })
          : t(`orders.teamState.${team.state}`)}
      </span>
      <Icon name="right" size={14} />
    </Link>
  );
}

/** My group orders of one tab with each order's team, the next page at reach-bottom. The page
 * renders each order card (the orders feature's), given a callback that reloads the groups. */
export function GroupOrderList({
  tab,
  renderOrder,
}: {
  tab: GroupOrderTab;
  renderOrder: (order: GroupOrderRow, onChanged: () => void) => ReactNode;
}) {
  const { t } = useTranslation('groups');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(groupQueries.orders(tab));
  const reload = () => void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  return (
    <PagedList
      query={query}
      listClassName={styles.orderList}
      renderItem={(order) => (
        <li key={order.id} className={styles.orderItem}>
          <TeamStrip order={order} />
          <ul className={styles.plainList}>{renderOrder(order, reload)}</ul>
        </li>
      )}
      empty={{
        icon: 'team',
        title: t('orders.emptyTitle'),
        description: t('orders.emptyDescription'),
        action: (
          <GoButton variant="outline" to={PAGES.groupsIndex}>
            {t('orders.browse')}
          </GoButton>
        ),
      }}
    />
  );
}
