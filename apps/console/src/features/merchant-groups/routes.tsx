import { TeamOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The shop's group-buy activities (create on its goods, end) and their teams. */
export const merchantGroupsFeature: ConsoleFeature = {
  routes: [
    {
      path: 'merchant/groups',
      roles: ['merchant'],
      page: () => import('./components/groups-page'),
    },
  ],
  menu: [
    {
      path: 'merchant/groups',
      label: 'merchant-groups:menu',
      icon: <TeamOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
