import { ApartmentOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: the categories the member app's category page shows. */
export const categoriesAdminFeature: ConsoleFeature = {
  routes: [
    {
      path: 'admin/content/categories',
      roles: ['admin'],
      page: () => import('./components/categories-page'),
    },
  ],
  menu: [
    {
      path: 'admin/content/categories',
      label: 'categories-admin:menu',
      icon: <ApartmentOutlined />,
      section: 'admin',
      group: 'content',
      roles: ['admin'],
    },
  ],
};
