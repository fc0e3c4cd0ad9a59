import { SettingOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: every setting the modules declare, edited through its own schema. */
export const settingsFeature = adminPageFeature('reports', {
  path: 'admin/settings',
  label: 'settings:menu',
  icon: <SettingOutlined />,
  page: () => import('./components/settings-page'),
});
