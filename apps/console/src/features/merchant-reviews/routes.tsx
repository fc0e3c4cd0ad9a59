import { StarOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The merchant's reviews of its goods: filter by stars and answered or not, reply once. */
export const merchantReviewsFeature = menuFeature('merchant', [
  {
    path: 'merchant/reviews',
    label: 'merchant-reviews:menu',
    icon: <StarOutlined />,
    page: () => import('./components/reviews-page'),
  },
]);
