import { ShopOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The shop profile: name, avatar, banner, bio, description, city (shown on the app's shop page). */
export const merchantShopFeature: ConsoleFeature = {
  routes: [
    { path: 'merchant/shop', roles: ['merchant'], page: () => import('./components/shop-page') },
  ],
  menu: [
    {
      path: 'merchant/shop',
      label: 'merchant-shop:menu',
      icon: <ShopOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
