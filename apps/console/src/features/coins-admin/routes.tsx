import { LineChartOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: the coin prices the member app charts (added by hand or by a feed acting as admin). */
export const coinsAdminFeature = menuFeature('admin', [
  {
    path: 'admin/coins',
    label: 'coins:menu',
    group: 'money',
    icon: <LineChartOutlined />,
    page: () => import('./components/coins-page'),
  },
]);
