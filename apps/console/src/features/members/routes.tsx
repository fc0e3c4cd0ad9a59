import { TeamOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: members (search, detail, freeze, reset password, roles). */
export const membersFeature = menuFeature('admin', [
  {
    path: 'admin/members',
    label: 'members:menu',
    group: 'access',
    icon: <TeamOutlined />,
    page: () => import('./components/members-page'),
  },
]);
