import { SettingOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: every setting the modules declare, edited through its own schema. */
export const settingsFeature = menuFeature('admin', [
  {
    path: 'admin/settings',
    label: 'settings:menu',
    group: 'reports',
    icon: <SettingOutlined />,
    page: () => import('./components/settings-page'),
  },
]);
