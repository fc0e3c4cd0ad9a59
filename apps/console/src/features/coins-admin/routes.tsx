import { LineChartOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: the coin prices the member app charts (added by hand or by a feed acting as admin). */
export const coinsAdminFeature: ConsoleFeature = {
  routes: [
    { path: 'admin/coins', roles: ['admin'], page: () => import('./components/coins-page') },
  ],
  menu: [
    {
      path: 'admin/coins',
      label: 'coins:menu',
      icon: <LineChartOutlined />,
      section: 'admin',
      group: 'money',
      roles: ['admin'],
    },
  ],
};
