import { FundOutlined, NotificationOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Advertisers run their own campaigns; admins see every campaign and make advertisers. */
export const campaignsFeature: ConsoleFeature = {
  routes: [
    {
      path: 'campaigns',
      roles: ['advertiser', 'admin'],
      page: () => import('./components/campaigns-page'),
    },
    {
      path: 'admin/advertisers',
      roles: ['admin'],
      page: () => import('./components/advertisers-page'),
    },
  ],
  menu: [
    {
      path: 'campaigns',
      label: 'campaigns:menu.campaigns',
      icon: <FundOutlined />,
      section: 'advertiser',
      group: 'marketing',
      roles: ['advertiser', 'admin'],
    },
    {
      path: 'admin/advertisers',
      label: 'campaigns:menu.advertisers',
      icon: <NotificationOutlined />,
      section: 'admin',
      group: 'marketing',
      roles: ['admin'],
    },
  ],
};
