import { ApartmentOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: the categories the member app's category page shows. */
export const categoriesAdminFeature = adminPageFeature('content', {
  path: 'admin/content/categories',
  label: 'categories-admin:menu',
  icon: <ApartmentOutlined />,
  page: () => import('./components/categories-page'),
});
