import { TagsOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The shop's coupons: list with claimed and used counts, create, edit, end. */
export const merchantCouponsFeature = menuFeature('merchant', [
  {
    path: 'merchant/coupons',
    label: 'merchant-coupons:menu',
    icon: <TagsOutlined />,
    page: () => import('./components/coupons-page'),
  },
]);
