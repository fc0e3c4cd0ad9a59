import { StarOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The merchant's reviews of its goods: filter by stars and answered or not, reply once. */
export const merchantReviewsFeature: ConsoleFeature = {
  routes: [
    {
      path: 'merchant/reviews',
      roles: ['merchant'],
      page: () => import('./components/reviews-page'),
    },
  ],
  menu: [
    {
      path: 'merchant/reviews',
      label: 'merchant-reviews:menu',
      icon: <StarOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
