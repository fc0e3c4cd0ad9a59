import { ApartmentOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: the categories the member app's category page shows. */
export const categoriesAdminFeature = menuFeature('admin', [
  {
    path: 'admin/content/categories',
    label: 'categories-admin:menu',
    group: 'content',
    icon: <ApartmentOutlined />,
    page: () => import('./components/categories-page'),
  },
]);
