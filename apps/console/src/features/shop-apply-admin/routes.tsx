import { ShopOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: merchant applications (approve opens the shop and grants the merchant role). */
export const shopApplyAdminFeature = adminPageFeature('access', {
  path: 'admin/shop-applications',
  label: 'shop-apply-admin:menu',
  icon: <ShopOutlined />,
  page: () => import('./components/applications-page'),
});
