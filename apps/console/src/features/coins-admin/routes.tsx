import { LineChartOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: the coin prices the member app charts (added by hand or by a feed acting as admin). */
export const coinsAdminFeature = adminPageFeature('money', {
  path: 'admin/coins',
  label: 'coins:menu',
  icon: <LineChartOutlined />,
  page: () => import('./components/coins-page'),
});
