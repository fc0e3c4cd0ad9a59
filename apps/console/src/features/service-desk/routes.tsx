import { CustomerServiceOutlined, SoundOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Customer-service agents answer members in real time; admins also announce system notices. */
export const serviceDeskFeature: ConsoleFeature = {
  routes: [
    {
      path: 'service/desk',
      roles: ['service', 'admin'],
      page: () => import('./components/desk-page'),
    },
    { path: 'admin/announce', roles: ['admin'], page: () => import('./components/announce-page') },
  ],
  menu: [
    {
      path: 'service/desk',
      label: 'service:menu.desk',
      icon: <CustomerServiceOutlined />,
      section: 'service',
      group: 'service',
      roles: ['service', 'admin'],
    },
    {
      path: 'admin/announce',
      label: 'service:menu.announce',
      icon: <SoundOutlined />,
      section: 'admin',
      group: 'service',
      roles: ['admin'],
    },
  ],
};
