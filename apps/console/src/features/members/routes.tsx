import { TeamOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: members (search, detail, freeze, reset password, roles). */
export const membersFeature = adminPageFeature('access', {
  path: 'admin/members',
  label: 'members:menu',
  icon: <TeamOutlined />,
  page: () => import('./components/members-page'),
});
