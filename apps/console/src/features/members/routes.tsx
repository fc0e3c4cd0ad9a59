import { TeamOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: members (search, detail, freeze, reset password, roles). */
export const membersFeature: ConsoleFeature = {
  routes: [
    { path: 'admin/members', roles: ['admin'], page: () => import('./components/members-page') },
  ],
  menu: [
    {
      path: 'admin/members',
      label: 'members:menu',
      icon: <TeamOutlined />,
      section: 'admin',
      group: 'access',
      roles: ['admin'],
    },
  ],
};
