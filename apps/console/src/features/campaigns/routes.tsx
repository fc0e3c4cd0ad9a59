import { FundOutlined, NotificationOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Advertisers run their own campaigns; admins see every campaign and make advertisers. */
export const campaignsFeature = menuFeature('advertiser', [
  {
    path: 'campaigns',
    label: 'campaigns:menu.campaigns',
    group: 'marketing',
    icon: <FundOutlined />,
    roles: ['advertiser', 'admin'],
    page: () => import('./components/campaigns-page'),
  },
  {
    path: 'admin/advertisers',
    label: 'campaigns:menu.advertisers',
    group: 'marketing',
    icon: <NotificationOutlined />,
    section: 'admin',
    page: () => import('./components/advertisers-page'),
  },
]);
