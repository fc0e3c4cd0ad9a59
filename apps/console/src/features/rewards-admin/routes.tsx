import { GiftOutlined, OrderedListOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: reward pools, green points and equity (issued with a reason), the public queue. */
export const rewardsAdminFeature = menuFeature('admin', [
  {
    path: 'admin/rewards',
    label: 'rewards-admin:menu.rewards',
    icon: <GiftOutlined />,
    group: 'growth',
    page: () => import('./components/rewards-page'),
  },
  {
    path: 'admin/queue',
    label: 'rewards-admin:menu.queue',
    icon: <OrderedListOutlined />,
    group: 'growth',
    page: () => import('./components/queue-page'),
  },
]);
