import { ApartmentOutlined, PercentageOutlined, ShareAltOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: commission rates (a setting, audited), commissions, and any member's team. */
export const teamAdminFeature = menuFeature('admin', [
  {
    path: 'admin/team/commissions',
    label: 'team:menuCommissions',
    icon: <ShareAltOutlined />,
    group: 'growth',
    page: () => import('./components/commissions-page'),
  },
  {
    path: 'admin/team/rates',
    label: 'team:menuRates',
    icon: <PercentageOutlined />,
    group: 'growth',
    page: () => import('./components/commission-rates-page'),
  },
  {
    path: 'admin/team/members',
    label: 'team:menuTeam',
    icon: <ApartmentOutlined />,
    group: 'access',
    page: () => import('./components/member-team-page'),
  },
]);
