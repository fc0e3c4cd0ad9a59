import { CustomerServiceOutlined, SoundOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Customer-service agents answer members in real time; admins also announce system notices. */
export const serviceDeskFeature = menuFeature('service', [
  {
    path: 'service/desk',
    label: 'service:menu.desk',
    group: 'service',
    icon: <CustomerServiceOutlined />,
    roles: ['service', 'admin'],
    page: () => import('./components/desk-page'),
  },
  {
    path: 'admin/announce',
    label: 'service:menu.announce',
    section: 'admin',
    group: 'service',
    icon: <SoundOutlined />,
    page: () => import('./components/announce-page'),
  },
]);
