import { ShopOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The shop profile: name, avatar, banner, bio, description, city (shown on the app's shop page). */
export const merchantShopFeature = menuFeature('merchant', [
  {
    path: 'merchant/shop',
    label: 'merchant-shop:menu',
    icon: <ShopOutlined />,
    page: () => import('./components/shop-page'),
  },
]);
