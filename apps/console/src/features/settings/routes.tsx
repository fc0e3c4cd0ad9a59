import { SettingOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: every setting the modules declare, edited through its own schema. */
export const settingsFeature: ConsoleFeature = {
  routes: [
    { path: 'admin/settings', roles: ['admin'], page: () => import('./components/settings-page') },
  ],
  menu: [
    {
      path: 'admin/settings',
      label: 'settings:menu',
      icon: <SettingOutlined />,
      section: 'admin',
      group: 'reports',
      roles: ['admin'],
    },
  ],
};
