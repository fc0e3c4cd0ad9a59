import { TeamOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The shop's group-buy activities (create on its goods, end) and their teams. */
export const merchantGroupsFeature = menuFeature('merchant', [
  {
    path: 'merchant/groups',
    label: 'merchant-groups:menu',
    icon: <TeamOutlined />,
    page: () => import('./components/groups-page'),
  },
]);
