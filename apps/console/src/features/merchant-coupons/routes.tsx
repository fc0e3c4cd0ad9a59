import { TagsOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The shop's coupons: list with claimed and used counts, create, edit, end. */
export const merchantCouponsFeature: ConsoleFeature = {
  routes: [
    {
      path: 'merchant/coupons',
      roles: ['merchant'],
      page: () => import('./components/coupons-page'),
    },
  ],
  menu: [
    {
      path: 'merchant/coupons',
      label: 'merchant-coupons:menu',
      icon: <TagsOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
